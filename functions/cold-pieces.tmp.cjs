const step = (label, fn) => { const c = process.cpuUsage(); const t = performance.now(); const r = fn(); const d = process.cpuUsage(c); console.log(label.padEnd(40), ((d.user + d.system) / 1000).toFixed(0).padStart(5), 'ms cpu', (performance.now() - t).toFixed(0).padStart(5), 'ms wall'); return r; };
const astep = async (label, fn) => { const c = process.cpuUsage(); const t = performance.now(); const r = await fn(); const d = process.cpuUsage(c); console.log(label.padEnd(40), ((d.user + d.system) / 1000).toFixed(0).padStart(5), 'ms cpu', (performance.now() - t).toFixed(0).padStart(5), 'ms wall'); return r; };
(async () => {
  const order = process.argv.slice(2);
  let app, fs, db;
  for (const o of order) {
    if (o === 'otel') step('@opentelemetry/api', () => require('@opentelemetry/api'));
    if (o === 'gal9') step('google-auth-library 9', () => require('google-auth-library'));
    if (o === 'app') app = step('firebase-admin/app + initializeApp', () => { const a = require('firebase-admin/app'); return a.initializeApp(); });
    if (o === 'fs') fs = step('require firebase-admin/firestore', () => require('firebase-admin/firestore'));
    if (o === 'get') db = step('getFirestore', () => { const d = fs.getFirestore(app); d.settings({ ignoreUndefinedProperties: true, preferRest: !!process.env.REST }); return d; });
    if (o === 'q') await astep('first query', () => db.collection('categories').limit(1).get());
    if (o === 'q2') await astep('second query', () => db.collection('categories').limit(1).get());
  }
  process.exit(0);
})();
