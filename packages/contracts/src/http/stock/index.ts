// The stock operations (issue 18); one file per operation, re-exported here.
export {};
