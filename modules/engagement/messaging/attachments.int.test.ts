import sharp from 'sharp';
import type supertest from 'supertest';
import { expect, it } from 'vitest';
import { describeHost, useTestHost, type TestHost } from '../../../src/testing/test-host.ts';
import { given, type User } from '../../../src/testing/members.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { PurgeUnsentAttachments } from './application/commands/purge-unsent-attachments/purge-unsent-attachments.command.ts';
import { ATTACHMENT_RULE_MESSAGE, type Attachment, type Conversation, type Message } from '../contracts/messaging.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const tick = (ms = 60_000) => (clock.current = new Date(clock.current.getTime() + ms));

const clientId = () => `c-${newId()}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** a PNG carrying EXIF (a copyright and a GPS position) that must not survive the upload */
const photoWithMetadata = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
    .withExifMerge({ IFD0: { Copyright: 'Pat Reyes' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' } })
    .png()
    .toBuffer();

const upload = ({ user }: User, conversationId: string, data: Buffer, name: string) =>
  user.uploadFiles(`/api/conversations/${conversationId}/attachments`, 'file', [{ data, name }]);

const send = ({ user }: User, conversationId: string, message: { body?: string; attachments?: string[]; clientId?: string }) => {
  tick();
  return user.send('post', `/api/conversations/${conversationId}/messages`, { clientId: clientId(), ...message });
};

/** the file as bytes, whatever its type */
const download = ({ user }: User, url: string) =>
  user.agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }) as unknown as Promise<supertest.Response & { body: Buffer }>;

async function storedAttachments(test: TestHost): Promise<Array<{ id: string; message_id: string | null }>> {
  return test.database.orm.em.fork().execute('select id, message_id from engagement.message_attachments order by uploaded_at');
}

describeHost('engagement: message attachments', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test, tick);

  async function conversationOf() {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    tick();
    const opened = await buyer.user.send('post', '/api/conversations', {
      propertyId,
      message: 'Is it still available?',
      clientId: clientId(),
    });
    expect(opened.status).toBe(201);
    return { seller, buyer, conversation: opened.body.conversation as Conversation };
  }

  it('re-encodes a photo, keeps a PDF, sends both in a message and serves them only to the two members', async () => {
    const { seller, buyer, conversation } = await conversationOf();
    const stranger = await make.buyer();

    const photo = await upload(buyer, conversation.id, await photoWithMetadata(), 'back lot.png');
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ name: 'back lot.png', kind: 'image', contentType: 'image/webp', width: 1600, height: 800 });
    const pdf = await upload(buyer, conversation.id, PDF, 'Survey – 2026.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ name: 'Survey – 2026.pdf', kind: 'pdf', contentType: 'application/pdf', size: PDF.length });
    expect(pdf.body.width).toBeUndefined();
    const [image, document] = [photo.body as Attachment, pdf.body as Attachment];
    expect(image.url).toBe(`/api/conversations/${conversation.id}/attachments/${image.id}`);

    // the served photo is the re-encoded one: WebP, at most 1600 wide, without its metadata
    const served = await download(buyer, image.url);
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.headers['content-disposition']).toBe(`inline; filename="back lot.webp"; filename*=UTF-8''back%20lot.webp`);
    const metadata = await sharp(served.body).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(served.body.length).toBe(image.size);

    // not sent yet: only the uploader sees it; a stranger can neither upload nor read
    expect((await download(seller, image.url)).status).toBe(404);
    expect((await download(stranger, image.url)).status).toBe(404);
    expect((await upload(stranger, conversation.id, PDF, 'mine.pdf')).status).toBe(404);
    // and nothing is at a public address
    expect((await test.http().get(`/uploads/private/messages/${conversation.id}/${document.id}.pdf`)).status).toBe(404);
    expect((await test.http().get(`/uploads/messages/${conversation.id}/${document.id}.pdf`)).status).toBe(404);

    const id = clientId();
    const sent = await send(buyer, conversation.id, { body: '', attachments: [image.id, document.id], clientId: id });
    expect(sent.status).toBe(201);
    expect((sent.body as Message).attachments).toEqual([image, document]);
    // a retry answers the stored message, attachments included
    const retried = await send(buyer, conversation.id, { body: '', attachments: [image.id, document.id], clientId: id });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(sent.body);

    const page = await seller.user.get(`/api/conversations/${conversation.id}/messages`);
    expect(page.body.messages).toHaveLength(2);
    expect(page.body.messages[0].attachments).toEqual([]);
    expect(page.body.messages[1]).toMatchObject({ body: '', senderId: buyer.id, attachments: [image, document] });

    const downloaded = await download(seller, document.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.body.equals(PDF)).toBe(true);
    expect(downloaded.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Survey _ 2026.pdf"; filename*=UTF-8''Survey%20%E2%80%93%202026.pdf`,
    );
    expect((await download(seller, image.url)).status).toBe(200);
    expect((await download(stranger, document.url)).status).toBe(404);
    expect((await download(stranger, image.url)).status).toBe(404);

    // an attachment goes in one message only, and only its uploader sends it
    expect((await send(buyer, conversation.id, { body: 'again', attachments: [image.id] })).status).toBe(422);
    const sellersPdf = await upload(seller, conversation.id, PDF, 'deed.pdf');
    expect((await send(buyer, conversation.id, { body: 'theirs', attachments: [sellersPdf.body.id] })).status).toBe(422);
    expect((await send(buyer, conversation.id, { body: '' })).status).toBe(400);
  });

  it('refuses a fake PDF, a file over 10 MB and a missing file, storing nothing', async () => {
    const { buyer, conversation } = await conversationOf();

    const fake = await upload(buyer, conversation.id, Buffer.from('<html><script>alert(1)</script></html>'), 'invoice.pdf');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(`"invoice.pdf" is not a photo or a PDF. ${ATTACHMENT_RULE_MESSAGE}`);

    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(buyer, conversation.id, large, 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toContain(ATTACHMENT_RULE_MESSAGE);

    const none = await buyer.user.uploadFiles(`/api/conversations/${conversation.id}/attachments`, 'file', []);
    expect(none.status).toBe(400);
    expect((await upload(buyer, newId(), PDF, 'a.pdf')).status).toBe(404);

    expect(await storedAttachments(test)).toEqual([]);
  });

  it('deletes uploads no message took a day after their upload, and keeps sent ones', async () => {
    const { buyer, conversation } = await conversationOf();
    const kept = await upload(buyer, conversation.id, PDF, 'kept.pdf');
    expect((await send(buyer, conversation.id, { body: 'The survey', attachments: [kept.body.id] })).status).toBe(201);
    const dropped = await upload(buyer, conversation.id, PDF, 'dropped.pdf');

    tick(23 * 60 * 60_000);
    expect(await test.host.commands.execute(PurgeUnsentAttachments, undefined)).toEqual({ deleted: 0 });
    tick(2 * 60 * 60_000);
    expect(await test.host.commands.execute(PurgeUnsentAttachments, undefined)).toEqual({ deleted: 1 });

    expect((await storedAttachments(test)).map((row) => row.id)).toEqual([kept.body.id]);
    expect((await download(buyer, dropped.body.url)).status).toBe(404);
    expect((await download(buyer, kept.body.url)).status).toBe(200);
    expect((await send(buyer, conversation.id, { body: 'late', attachments: [dropped.body.id] })).status).toBe(422);
  });
});
