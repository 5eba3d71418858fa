/** IFSC lookup: is the code a real branch, and which bank and branch is it (spec 1 §5). */
export interface IfscInfo {
  ifsc: string;
  bank: string;
  /** null when the branch directory has not been loaded or does not know the branch */
  branch: string | null;
  micr: string | null;
}

export interface IfscDirectory {
  lookup(ifsc: string): Promise<IfscInfo | null>;
}
