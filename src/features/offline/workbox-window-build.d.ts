// workbox-window's primary build (ES2017, its package.json's `workbox.primaryBuild`): the package's `module` entry
// is the ES5 build, 2.3 kB gzip against 1.4, for browsers the site does not target (build.target es2022). Same
// source, same API, so its types are the package's own.
declare module 'workbox-window/build/workbox-window.prod.mjs' {
  export * from 'workbox-window';
}
