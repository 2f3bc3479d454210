import { describe, expect, it } from 'vitest';
import { LOCAL_IDS, resolveEmailConfig } from '../../src/widgets/InquiryForm/email-config';
import { sendRequestSchema } from '../../src/build/servers/enquiry-endpoint.mjs';

const full = { VITE_EMAILJS_SERVICE_ID: 'service_abc', VITE_EMAILJS_TEMPLATE_ID: 'template_xyz', VITE_EMAILJS_PUBLIC_KEY: 'pk_123' };

describe('resolveEmailConfig', () => {
  it('uses EmailJS when all three values are set', () => {
    expect(resolveEmailConfig(full)).toEqual({
      mode: 'emailjs',
      serviceId: 'service_abc',
      templateId: 'template_xyz',
      publicKey: 'pk_123',
      origin: 'https://api.emailjs.com',
    });
  });

  it('uses the local endpoint on the same origin when none is set', () => {
    expect(resolveEmailConfig({})).toEqual({ mode: 'local', ...LOCAL_IDS, origin: undefined });
    expect(resolveEmailConfig({ VITE_EMAILJS_SERVICE_ID: ' ' }).mode).toBe('local');
  });

  it('takes another API origin', () => {
    expect(resolveEmailConfig({ ...full, VITE_EMAILJS_API_ORIGIN: 'http://127.0.0.1:9000/' }).origin).toBe('http://127.0.0.1:9000');
    expect(resolveEmailConfig({ VITE_EMAILJS_API_ORIGIN: 'https://mail-relay.example.ng' })).toMatchObject({
      mode: 'local',
      origin: 'https://mail-relay.example.ng',
    });
  });

  it('says which values are missing when only some are set', () => {
    expect(() => resolveEmailConfig({ VITE_EMAILJS_SERVICE_ID: 'service_abc' })).toThrow(
      /VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY are empty/,
    );
    expect(() => resolveEmailConfig({ ...full, VITE_EMAILJS_PUBLIC_KEY: '' })).toThrow(/VITE_EMAILJS_PUBLIC_KEY is empty/);
  });

  it('refuses an origin that is not one', () => {
    expect(() => resolveEmailConfig({ ...full, VITE_EMAILJS_API_ORIGIN: 'api.emailjs.com' })).toThrow(/must be an origin/);
    expect(() => resolveEmailConfig({ ...full, VITE_EMAILJS_API_ORIGIN: 'https://api.emailjs.com/api/v1.0' })).toThrow(/no path/);
  });
});

describe('local endpoint request check', () => {
  it('accepts the body the SDK sends and refuses others', () => {
    const accepts = (body: unknown) => sendRequestSchema.safeParse(body).success;
    expect(accepts({ lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', template_params: { a: 'text' } })).toBe(true);
    expect(accepts({ service_id: 's', template_id: 't' })).toBe(false);
    expect(accepts({ user_id: 'k', service_id: 's', template_id: 't', template_params: 'x' })).toBe(false);
    expect(accepts({ user_id: 'k', service_id: 's', template_id: 't', template_params: { a: 1 } })).toBe(false);
    expect(accepts([])).toBe(false);
  });
});
