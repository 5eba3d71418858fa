/**
 * React, ReactDOM, TanStack Router and Query: main.tsx loads this before the app so that these
 * libraries are evaluated in a task of their own, not in one long task with all of the app's
 * modules (TBT). Exported so the build keeps the modules, not for use.
 */
export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { RouterProvider, createRouter } from '@tanstack/react-router';
