export { createEngineLinesStore, engineLinesOf, type EngineLinesState, type EngineLinesStore } from './engineLines';
export { useEngineLine } from './useEngineLine';
