/**
 * The one field of a form-posted JSON body: a browser saves a large download natively (a form POST, which cannot send
 * application/json), so the form carries the body's JSON text in this field. The API takes it on the routes that
 * say so in their description, and only from the portal's own pages.
 */
export const FORM_POSTED_JSON_FIELD = 'form';
