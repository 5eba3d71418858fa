// pdf.js ships no types for its worker module; the reader only hands it to pdf.js as a whole
declare module 'pdfjs-dist/build/pdf.worker.mjs';
