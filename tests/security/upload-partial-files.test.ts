import { serve, type ServerType } from '@hono/node-server';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { createContentFixture } from '../contract/content/content-fixtures.test-utils.ts';
import { startS3TestServer, type S3TestServer } from '../../server/files/s3-test-server.test-utils.ts';
import { freePort } from './oversized-upload.test-utils.ts';

// Issue 21, finding 7: failed uploads left partial files (`<uuid>.part`) behind, so repeated
// failures filled the disk. Every failure path, on both backends of the file store.
const fixture = createContentFixture();
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  fixture.cleanup();
});

const answers = { name: 'Club de Luçon', email: 'club@example.fr', travelers: 'over-30', consent: true };
let address = 0;

describe.each(['disk', 's3'] as const)('no partial files on the %s backend', (backend) => {
  let h: Harness;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    h = await createHarness({ siteConfigs: fixture.root, env: backend === 's3' ? s3.env : {} });
    port = await freePort();
    server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port });
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await h.close();
  });

  /** Nothing stored: no file row, no object or file, and no `.part` left on the disk. */
  async function expectNothingStored() {
    expect(await h.ctx.db.selectFrom('files').select('id').execute()).toEqual([]);
    expect(await h.ctx.db.selectFrom('formAnswers').select('id').execute()).toEqual([]);
    expect(await h.ctx.files.blobs.keys()).toEqual([]);
    const folder = join(h.dataDir, 'files');
    if (existsSync(folder)) expect(readdirSync(folder)).toEqual([]);
  }

  function submit(files: File[]) {
    const form = new FormData();
    form.set('answers', JSON.stringify(answers));
    for (const file of files) form.append('documents', file);
    address += 1;
    return h.request('POST', '/forms/dossier-voyage/submit', { body: form, headers: { 'X-Forwarded-For': `198.51.100.${address}` } });
  }

  it('uses the backend S3_BUCKET chooses', () => {
    expect(h.ctx.files.blobs.kind).toBe(backend);
  });

  it('when a file crosses its limit, even after another was stored', async () => {
    const small = new File(['%PDF-1.4 court'], 'court.pdf', { type: 'application/pdf' });
    const large = new File(['%PDF-1.4 '.padEnd(5000, 'x')], 'long.pdf', { type: 'application/pdf' });
    const res = await submit([small, large]);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ success: false, message: 'Le fichier « long.pdf » est trop lourd : 2 Ko maximum' });
    await expectNothingStored();
  });

  it('when the client goes away in the middle of an upload', async () => {
    const boundary = 'vitrine-abort';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="answers"\r\n\r\n${JSON.stringify(answers)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 `;
    const socket = connect(port, '127.0.0.1');
    await new Promise((done) => socket.once('connect', done));
    socket.write(`POST /forms/dossier-voyage/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 198.51.100.200\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = `${head}${'x'.repeat(1000)}`;
    socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
    // The server has begun storing the file when its bytes are there; then the client is gone.
    await vi.waitFor(async () => {
      const partial = backend === 'disk' ? readdirSync(join(h.dataDir, 'files')) : ['(an upload in flight)'];
      expect(partial.length).toBeGreaterThan(0);
    });
    socket.destroy();
    await vi.waitFor(expectNothingStored);
  });

  it('keeps a file that was stored whole and streams it back byte for byte', async () => {
    const bytes = new Uint8Array(1500).map((_, i) => (i * 7) % 256);
    bytes.set(new TextEncoder().encode('%PDF-1.4 '));
    const saved = await submit([new File([bytes], 'octets.pdf', { type: 'application/pdf' })]);
    expect(saved.status).toBe(201);
    const id = saved.json?.data.files[0].id as string;
    const res = await h.app.request(`/forms/file/download/${id}?${await h.ctx.files.links.sign(id, new Date())}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    await h.ctx.db.deleteFrom('formAnswerFiles').execute();
    await h.ctx.db.deleteFrom('formAnswers').execute();
    await h.ctx.files.remove(id);
  });

  it('when the database fails after the bytes were stored', async () => {
    // The answer's files cannot be linked: the transaction fails after the file was streamed in.
    await h.ctx.db.schema.dropTable('formAnswerFiles').execute();
    const res = await submit([new File(['%PDF-1.4 liste'], 'liste.pdf', { type: 'application/pdf' })]);
    expect(res.status).toBe(500);
    await expectNothingStored();
  });
});
