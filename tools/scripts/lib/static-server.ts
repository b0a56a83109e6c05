import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.vcf': 'text/vcard; charset=utf-8',
};
export type PageFallback = (req: IncomingMessage, res: ServerResponse) => void;

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt']);

/**
 * Serves a built site the way Firebase Hosting does for static files (clean URLs, the app-shell fallback,
 * gzip, immutable hashed assets), for benchmarks that must not measure the emulators' overhead.
 */
export async function serveStatic(
  rootOrGetter: string | (() => string),
  port = 0,
  /** Hosting's `**` rewrite: a request no file answers goes here (the pages function) instead of the app shell. */
  fallback?: PageFallback,
): Promise<{ origin: string; server: Server }> {
  // A getter lets a test switch the served build (v1 -> v2) on the same origin, as a deploy does.
  const rootOf = typeof rootOrGetter === 'string' ? () => rootOrGetter : rootOrGetter;
  const resolveFile = (pathname: string, withFallback = false): string | null => {
    const root = rootOf();
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = safe === '/' ? ['index.html'] : [safe, `${safe}.html`, join(safe, 'index.html')];
    for (const candidate of candidates) {
      const file = join(root, candidate);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
    }
    if (withFallback) return null;
    const shell = join(root, 'app-shell.html');
    return existsSync(shell) ? shell : join(root, 'index.html');
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(url.pathname, fallback !== undefined);
    if (!file && fallback) {
      fallback(req, res);
      return;
    }
    if (!file) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    const ext = extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Cache-Control',
      url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * The same site over HTTP/2 with TLS (a throwaway self-signed certificate), as Firebase Hosting serves it:
 * one multiplexed connection, so benchmarks do not pay HTTP/1.1 connection set-ups production never pays.
 * Browsers must be started with --ignore-certificate-errors.
 */
export async function serveStaticHttp2(
  root: string,
  fallback?: PageFallback,
): Promise<{ origin: string; server: { close: () => void } }> {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { createSecureServer } = await import('node:http2');
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const plain = await serveStatic(root, 0, fallback);
  const target = new URL(plain.origin);
  const server = createSecureServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')), allowHTTP1: true },
    (req, res) => {
      // Forward to the plain static server so both share one implementation of Hosting's rules.
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { 'accept-encoding': String(req.headers['accept-encoding'] ?? '') },
          // A fresh connection each time: a kept-alive one the plain server is closing resets the request.
          agent: false,
        },
        (up) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(up.headers))
            if (typeof v === 'string' && !['connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `https://127.0.0.1:${port}`,
    server: {
      close: () => {
        server.close();
        plain.server.close();
      },
    },
  };
}
