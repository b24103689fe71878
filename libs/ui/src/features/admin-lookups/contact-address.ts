import isEmail from 'validator/lib/isEmail';

/** Under a contact address that is no e-mail address; a phone's gateway address (number@gateway) is one. */
export const CONTACT_ADDRESS_MESSAGE = '*Must be an e-mail address (for text messages: number@gateway)';

/**
 * The form's check of a filled-in contact address. It uses the same library and options as the server's check,
 * so the form refuses exactly what the server would refuse with a 400, and says so beside the field.
 */
export function contactAddressError(text: string): string | undefined {
  return isEmail(text) ? undefined : CONTACT_ADDRESS_MESSAGE;
}
