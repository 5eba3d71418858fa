import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // a test file may run in Node (`@vitest-environment node`: pdf.js's Node build), with no storage
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
