import { fn } from 'storybook/test';

/** Fresh spies for a tool's `onResult` and `onError`, as its story file's `args`: play functions assert on them. */
export const resultSpies = () => ({ onResult: fn(), onError: fn() });
