// The office's account calls, loaded with the first change a player asks for (docs/decisions/feature-listeners.md):
// adding, removing or converting an account and hiding the balance are rare, and not a guest's.
export { addCurrency } from '@/lib/api/addCurrency';
export { convertAccount } from '@/lib/api/convertAccount';
export { saveHideBalance } from '@/lib/api/hideBalance';
export { removeCurrency } from '@/lib/api/removeCurrency';
