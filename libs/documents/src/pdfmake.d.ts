/**
 * The part of pdfmake 0.3's server API this library uses (the package ships no types, and
 * @types/pdfmake describes 0.2's PdfPrinter). `require('pdfmake')` is one shared instance.
 */
declare module 'pdfmake' {
  interface FontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  interface VirtualFileSystem {
    existsSync(filename: string): boolean;
    writeFileSync(filename: string, content: Buffer): void;
  }

  interface PdfMake {
    /** Files looked up by name before the disk: fonts placed here need no local file access. */
    virtualfs: VirtualFileSystem;
    setFonts(fonts: Record<string, FontFamily>): void;
    /** Asked before each download (and each redirect); anything but `true` refuses it. */
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    /** Asked before each local file is read (fonts and images not in the virtual file system). */
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    /** The definition is pdfmake's document definition object (content, styles, page setup...). */
    createPdf(definition: object): OutputDocument;
  }

  const pdfmake: PdfMake;
  export = pdfmake;
}
