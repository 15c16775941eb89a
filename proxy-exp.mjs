import http from 'node:http';
import zlib from 'node:zlib';
const [port, variant] = [Number(process.argv[2]), process.argv[3]];
http.createServer((req, res) => {
  const headers = { ...req.headers, host: 'localhost:3300' };
  delete headers['accept-encoding'];
  const up = http.request({ host: '127.0.0.1', port: 3300, path: req.url, method: req.method, headers }, (r) => {
    const type = r.headers['content-type'] || '';
    if (!type.includes('text/html')) { res.writeHead(r.statusCode, r.headers); r.pipe(res); return; }
    const chunks = [];
    r.on('data', (c) => chunks.push(c));
    r.on('end', () => {
      let body = Buffer.concat(chunks).toString();
      if (variant.includes('latejs')) {
        body = body.replace(/<link rel="modulepreload"[^>]*>/g, '');
        body = body.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_, code) =>
          `<script>requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.textContent=${JSON.stringify(code).replace(/</g, '\\u003c')};document.body.appendChild(s)})})</script>`);
      }
      const h = { ...r.headers }; delete h['content-length']; delete h['content-encoding']; delete h['content-security-policy'];
      const enc = (req.headers['accept-encoding']||'').includes('br') ? 'br' : null;
      if (enc) { h['content-encoding'] = 'br'; res.writeHead(r.statusCode, h); res.end(zlib.brotliCompressSync(Buffer.from(body))); return; }
      res.writeHead(r.statusCode, h); res.end(body);
    });
  });
  req.pipe(up);
}).listen(port);
