/** The `xirr` npm package (a devDependency, for the benchmark's comparison only) ships no types. */
declare module 'xirr' {
  export default function xirr(
    transactions: ReadonlyArray<{ amount: number; when: Date }>,
    options?: { guess?: number; epsMax?: number; maxIterations?: number },
  ): number;
}
