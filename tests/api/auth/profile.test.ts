import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { multipartBody } from '#tests/helpers/multipart';
import { ErrorReply } from '#domain/schemas/common';
import { AUTH_MESSAGES, AUTH_REPLIES, UserReply } from '#domain/schemas/auth';

const photo = (color: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('profile details: PUT /api/auth/profile/update-detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile/update-detail', headers, payload });

  it('updates name and mobile at once and answers the user (a new e-mail waits for its link: email-change.test.ts)', async () => {
    const u = await createUser(t.app);
    const res = await update(u.headers, {
      name: 'Asha M. Menon',
      mobile: '+91 99300 44556',
      email: u.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    const reply = UserReply.parse(res.json());
    expect(reply.message).toBe(AUTH_REPLIES.profileUpdated);
    // The same address in capitals is no change of address: applied at once, no password asked.
    expect(reply.user).toMatchObject({
      name: 'Asha M. Menon',
      mobile: '+91 99300 44556',
      email: u.email.toUpperCase(),
    });
    const me = await t.app.inject({ url: '/api/auth/check-auth', headers: u.headers });
    expect(me.json().user.name).toBe('Asha M. Menon');
  });

  it('lets the mobile be cleared', async () => {
    const u = await createUser(t.app);
    const res = await update(u.headers, { name: u.name, mobile: '', email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mobile).toBeNull();
  });

  it('ignores a role in the payload', async () => {
    const u = await createUser(t.app);
    const res = await update(u.headers, { name: u.name, mobile: '', email: u.email, role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
    expect((await t.app.inject({ url: '/api/auth/admin/check-auth', headers: u.headers })).statusCode).toBe(
      403,
    );
  });

  it.each([
    [{ name: '' }, AUTH_MESSAGES.nameRequired],
    [{ email: 'nope' }, AUTH_MESSAGES.emailInvalid],
    [{ mobile: 'abc' }, AUTH_MESSAGES.phoneInvalid],
  ])('answers %j with 400 and "%s"', async (change, message) => {
    const u = await createUser(t.app);
    const res = await update(u.headers, { name: u.name, mobile: '9876543210', email: u.email, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers without a token with 401', async () => {
    expect((await update({}, { name: 'x', email: 'x@y.in' })).statusCode).toBe(401);
  });
});

describe('profile photo: PUT /api/auth/profile/update-photo and DELETE /api/users/profile/delete-photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const avatarsDir = () => path.join(t.dataDir, 'uploads', 'avatars');
  const fileOf = (url: string) => path.join(t.dataDir, url);
  const upload = (
    headers: Record<string, string>,
    data: Buffer,
    filename = 'me.png',
    contentType = 'image/png',
    field = 'profilePhoto',
  ) => {
    const body = multipartBody([{ name: field, filename, contentType, data }]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update-photo',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const health = async () => (await t.app.inject({ url: '/api/health' })).statusCode;

  it('stores an uploaded photo as a square WebP at several widths and answers the user with it', async () => {
    const u = await createUser(t.app);
    const res = await upload(u.headers, await photo('#b76e79', 800, 500));
    expect(res.statusCode).toBe(200);
    const reply = UserReply.parse(res.json());
    expect(reply.message).toBe(AUTH_REPLIES.photoUpdated);
    const url = reply.user.image!.url;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const meta = await sharp(fileOf(url)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height);
    expect(existsSync(fileOf(url.replace('.webp', '-320.webp')))).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/check-auth', headers: u.headers });
    expect(me.json().user.image).toEqual({ url });
  });

  it('removes the old file when the photo is replaced, and the file when it is deleted', async () => {
    const u = await createUser(t.app);
    const first = UserReply.parse((await upload(u.headers, await photo('#d4af37'))).json()).user.image!.url;
    const second = UserReply.parse(
      (await upload(u.headers, await photo('#c0c0c0'), 'second.jpg', 'image/jpeg')).json(),
    ).user.image!.url;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(first.replace('.webp', '-320.webp')))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete-photo',
      headers: u.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({
      success: true,
      message: AUTH_REPLIES.photoDeleted,
      user: { image: null },
    });
    expect(existsSync(fileOf(second))).toBe(false);
    const id = path.basename(second, '.webp');
    expect((await readdir(avatarsDir())).filter((f) => f.startsWith(id))).toEqual([]);

    // Deleting again is harmless.
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete-photo',
      headers: u.headers,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a text file named photo.png with 415 and keeps the current photo', async () => {
    const u = await createUser(t.app);
    const current = UserReply.parse((await upload(u.headers, await photo('#a9a8a3'))).json()).user.image!.url;
    const before = await readdir(avatarsDir());
    const res = await upload(
      u.headers,
      Buffer.from('I am not a picture, just text pretending.\n'.repeat(20)),
      'photo.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(ErrorReply.parse(res.json()).message).toMatch(/Only image files/);
    expect(await readdir(avatarsDir())).toEqual(before);
    const me = await t.app.inject({ url: '/api/auth/check-auth', headers: u.headers });
    expect(me.json().user.image).toEqual({ url: current });
    expect(await health()).toBe(200);
  });

  it('refuses a 12 MB image with 413, stores nothing, and stays up', async () => {
    const u = await createUser(t.app);
    // Noise does not compress: an uncompressed 2048 × 2048 PNG of it is about 12 MB.
    const big = await sharp(randomBytes(2048 * 2048 * 3), { raw: { width: 2048, height: 2048, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    const before = existsSync(avatarsDir()) ? await readdir(avatarsDir()) : [];
    const res = await upload(u.headers, big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(ErrorReply.parse(res.json()).message).toBe('Images must be at most 5 MB.');
    expect(existsSync(avatarsDir()) ? await readdir(avatarsDir()) : []).toEqual(before);
    expect(await health()).toBe(200);
    // And the next upload works.
    expect((await upload(u.headers, await photo('#e8e4da'))).statusCode).toBe(200);
  });

  it('refuses a 12 MB upload over a real connection too, and keeps answering', async () => {
    const u = await createUser(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('profilePhoto', new Blob([randomBytes(12 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const res = await fetch(`${address}/api/auth/profile/update-photo`, {
      method: 'PUT',
      headers: u.headers,
      body: form,
    }).catch((err: Error) => err);
    // The server answers 413 (or closes the upload early); either way it is still up afterwards.
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const small = new FormData();
    small.append('profilePhoto', new Blob([await photo('#2f6b4f')], { type: 'image/png' }), 'ok.png');
    const ok = await fetch(`${address}/api/auth/profile/update-photo`, {
      method: 'PUT',
      headers: u.headers,
      body: small,
    });
    expect(ok.status).toBe(200);
  });

  it('answers a request without the profilePhoto file with 400', async () => {
    const u = await createUser(t.app);
    const wrongField = await upload(u.headers, await photo('#ffffff'), 'me.png', 'image/png', 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(AUTH_REPLIES.photoMissing);
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update-photo',
      headers: u.headers,
      payload: { profilePhoto: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const empty = await upload(u.headers, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('answers without a token with 401, for upload and delete', async () => {
    expect((await upload({}, await photo('#000000'))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/profile/delete-photo' })).statusCode,
    ).toBe(401);
  });
});
