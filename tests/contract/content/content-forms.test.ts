import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentApi, type ContentApi } from './content-api.test-utils.ts';

let api: ContentApi;
beforeAll(async () => {
  api = await openContentApi();
});
afterAll(() => api.close());

const answers = { name: 'Club de Luçon', email: 'club@example.fr', travelers: 'over-30', consent: true };
const pdf = () => new File(['%PDF-1.4 liste des participants'], 'liste élèves.pdf', { type: 'application/pdf' });

function multipart(values: Record<string, unknown>, files: File[] = [pdf()]): FormData {
  const form = new FormData();
  form.set('answers', JSON.stringify(values));
  for (const file of files) form.append('documents', file);
  return form;
}

describe('GET /forms/{id}', () => {
  it('returns the definition resolved, without the recipient address', async () => {
    const { body } = await api.get('/forms/dossier-voyage', { lang: 'en' });
    expect(body.data).toMatchObject({ id: 'dossier-voyage', title: 'Travel file', submitLabel: 'Send the file' });
    expect(body.data.fields[2].options).toEqual([{ value: 'under-30', label: 'Under 30' }, { value: 'over-30', label: '30 or more' }]);
    expect(body.data).not.toHaveProperty('recipientEmail');
    expect((await api.get('/forms/dossier-voyage', { idSite: 88 })).body.data.title).toBe('Dossier de voyage');
  });

  it('answers 404 for an unknown form and 400 for a malformed id', async () => {
    expect((await api.get('/forms/inconnu')).status).toBe(404);
    expect((await api.get('/forms/Bad_Id')).status).toBe(400);
  });
});

describe('POST /forms/{id}/answer/validate', () => {
  it('accepts valid answers (file given as a descriptor)', async () => {
    const ok = await api.post('/forms/dossier-voyage/answer/validate', { answers: { ...answers, documents: [{ name: 'a.pdf', size: 100, type: 'application/pdf' }] } });
    expect(ok.body).toMatchObject({ success: true, data: { errors: {} } });
  });

  it('returns per-field errors with success false, in the request language', async () => {
    const { status, body } = await api.post('/forms/dossier-voyage/answer/validate', { answers: { name: 'x', email: 'nope', travelers: 'many' } }, { lang: 'en' });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe('The form has errors: email, travelers, documents, consent');
    expect(body.data.errors).toEqual({
      email: 'Invalid e-mail address (example: firstname.lastname@example.com)',
      travelers: 'Choose one of the options offered: Under 30, 30 or more',
      documents: 'This field is required',
      consent: 'This field is required',
    });
    const fr = await api.post('/forms/dossier-voyage/answer/validate', { name: '' });
    expect(fr.body.data.errors.name).toBe('Ce champ est obligatoire');
  });
});

describe('POST /forms/{id}/submit and GET /forms/file/download/{id}', () => {
  it('stores the answer with its file in one go, then serves the file back', async () => {
    const { status, body } = await api.post('/forms/dossier-voyage/submit', multipart(answers), { ip: '192.0.2.1' });
    expect(status).toBe(201);
    expect(body.message).toBe('Votre dossier est bien reçu.');
    const file = body.data.files[0];
    expect(file).toMatchObject({ name: 'liste élèves.pdf', field: 'documents', mime: 'application/pdf' });
    const stored = await api.ctx.db.selectFrom('formAnswers').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.answers)).toMatchObject({ name: 'Club de Luçon', consent: true, documents: ['liste élèves.pdf'] });
    const mail = await api.ctx.db.selectFrom('outbox').selectAll().where('toAddress', '=', 'voyages@example.fr').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('J’accepte le traitement de mes données : oui');
    expect(mail[0]!.subject).toMatch(/^Dossier de voyage \(n° \d+\)$/);

    // The company's mail carries a signed, expiring link to the file (the only way in without an admin session).
    // On the site's own address (host/site-file-routes.server.ts passes it on for the site of its host).
    const link = mail[0]!.body.match(/<https?:\/\/[^/]+\/form-file(\/[^>]+)>/)?.[1]?.replace(/^/, '/forms/file/download');
    expect(link).toContain(file.id);
    expect((await api.app.request(`/forms/file/download/${file.id}`, { headers: { idSite: '87' } })).status).toBe(403);
    const download = await api.app.request(link!, { headers: { idSite: '87' } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="liste eleves.pdf"; filename*=UTF-8''liste%20%C3%A9l%C3%A8ves.pdf`);
    expect(await download.text()).toBe('%PDF-1.4 liste des participants');
    const otherSite = await api.app.request(link!, { headers: { idSite: '88' } });
    expect(otherSite.status).toBe(404);
  });

  it('refuses a file of the wrong type or too large and stores nothing', async () => {
    const before = (await api.ctx.db.selectFrom('formAnswers').select('id').execute()).length;
    const exe = new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' });
    const wrong = await api.post('/forms/dossier-voyage/submit', multipart(answers, [exe]), { ip: '192.0.2.2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({ documents: 'Le fichier « virus.exe » est refusé : seuls les formats .pdf, image/* sont acceptés' });
    const big = new File(['x'.repeat(5000)], 'scan.png', { type: 'image/png' });
    const large = await api.post('/forms/dossier-voyage/submit', multipart(answers, [big]), { ip: '192.0.2.2', lang: 'en' });
    expect(large.status).toBe(413);
    expect(large.body.data.errors).toEqual({ documents: 'The file “scan.png” is too large: 2 KB maximum' });
    const missing = await api.post('/forms/dossier-voyage/submit', multipart({ ...answers, email: '' }), { ip: '192.0.2.2' });
    expect(missing.body.data.errors).toEqual({ email: 'Ce champ est obligatoire' });
    expect((await api.ctx.db.selectFrom('formAnswers').select('id').execute()).length).toBe(before);
  });

  it('refuses a submission whose honeypot field is filled', async () => {
    const trap = await api.post('/forms/dossier-voyage/submit', multipart({ ...answers, website: 'http://spam.example' }), { ip: '192.0.2.3' });
    expect(trap.status).toBe(400);
    expect(trap.body.message).toBe('Envoi invalide');
  });

  it('limits submissions to 10 per 10 minutes per address and site', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await api.post('/forms/dossier-voyage/submit', multipart({ ...answers, email: '' }), { ip: '192.0.2.50' });
      expect(res.status).toBe(400);
    }
    const limited = await api.post('/forms/dossier-voyage/submit', multipart(answers), { ip: '192.0.2.50', lang: 'en' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many submissions from your address: at most 10 every 10 minutes/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.post('/forms/dossier-voyage/submit', multipart(answers), { ip: '192.0.2.50', idSite: 88 })).status).toBe(201);
    expect((await api.post('/forms/dossier-voyage/submit', multipart(answers), { ip: '192.0.2.51' })).status).toBe(201);
  });

  it('answers 400 for a download id that is not a file id, 404 for an unknown one (signed)', async () => {
    expect((await api.get('/forms/file/download/abc')).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(`/forms/file/download/${unknown}?${await api.ctx.files.links.sign(unknown, new Date())}`)).status).toBe(404);
  });
});
