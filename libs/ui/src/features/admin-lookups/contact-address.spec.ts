import { CONTACT_ADDRESS_MESSAGE, contactAddressError } from './contact-address';

describe('contactAddressError', () => {
  it('takes e-mail addresses, a phone gateway address among them', () => {
    for (const ok of ['jordan.rivera@example.org', '9705550100@vtext.com', '5550100@txt.att.net', 'a+alerts@sub.example.co']) {
      expect(contactAddressError(ok)).toBeUndefined();
    }
  });

  it('says what an address must be for anything else', () => {
    for (const bad of ['zoe at example', 'zoe@', '@example.org', 'zoe@example', '9705550100', 'two@@example.org', 'a b@example.org']) {
      expect(contactAddressError(bad)).toBe(CONTACT_ADDRESS_MESSAGE);
    }
    expect(CONTACT_ADDRESS_MESSAGE).toBe('*Must be an e-mail address (for text messages: number@gateway)');
  });
});
