import type { QuoteVehicle } from '../features/quotes/components/new-quote';

/** The active vehicle as a quote's: its registration and 'Ford Focus Mk4 1.0 EcoBoost' (app composes the two). */
export function quoteVehicleOf(details: readonly { name: string; value: string }[] | null): QuoteVehicle | null {
  if (!details) return null;
  const value = (name: string) => details.find((detail) => detail.name === name)?.value ?? '';
  const description = [value('Make'), value('Model'), value('EngineSizeDescription')].filter(Boolean).join(' ');
  const registration = value('VRM').toUpperCase();
  if (!registration && !description) return null;
  return { registration: registration || null, description: description || null };
}
