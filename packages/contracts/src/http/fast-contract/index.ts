// The fast-contract operations (issue 18); one file per operation, re-exported here.
export {};
