// keytar is an optional native module: npm skips it on a machine without libsecret's headers, and the app must
// still type-check, build and run its tests there (the keychain then fails at run time with a message; see
// lazyKeytar). So the app declares the part of keytar it uses rather than taking the module's own types, which are
// absent exactly when the module is.
declare module 'keytar' {
  export function getPassword(service: string, account: string): Promise<string | null>;
  export function setPassword(service: string, account: string, password: string): Promise<void>;
  export function deletePassword(service: string, account: string): Promise<boolean>;
}
