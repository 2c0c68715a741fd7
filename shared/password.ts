/**
 * Password length (OWASP ASVS V2.1.1/V2.1.2): at least 8 characters, at most 128
 * (longer is refused, never cut). The forms' `minLength` and the server's check read these.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
