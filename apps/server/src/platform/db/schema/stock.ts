// The stock tables (issue 18).
export {};
