// The AI-managed trading operations (issue 19 §1); one file per operation group, re-exported here.
export * from './ai-common';
export * from './ai-trade';
export * from './ai-admin';
