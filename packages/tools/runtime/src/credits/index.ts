export { useCredits, useProvidedCredits, type UseCreditsResult } from './useCredits';
export { useCreditGate, type CreditGate, type UseCreditGateOptions } from './useCreditGate';
