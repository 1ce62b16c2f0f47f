// The vip tables (issue 19). Filled in by the module's work.
export {};
