// API suites build their own app and database per file (tests/api/support/harness.ts).
export {};
