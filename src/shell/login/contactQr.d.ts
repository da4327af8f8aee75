/** Written by scripts/contactQr.ts at build time. */
declare module 'virtual:contact-qr' {
  /** the contact address the login page links to */
  export const contactUrl: string;
  /** its QR code as a data: image */
  export const contactQrImage: string;
}
