// The spot tables (issue 18).
export {};
