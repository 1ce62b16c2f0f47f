// The fast-contract tables (issue 18).
export {};
