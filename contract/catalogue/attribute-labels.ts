/** How attribute codes read on screen; an unknown code reads as its words ('pad_width' → 'Pad width'). */
const labels: Record<string, string> = {
  product_name: 'Product name',
  position: 'Fitting position',
  width: 'Width (mm)',
  height: 'Height (mm)',
  thickness: 'Thickness (mm)',
  diameter: 'Diameter (mm)',
  length: 'Length (mm)',
  wear_indicator: 'Wear indicator',
  viscosity: 'Viscosity',
  capacity: 'Capacity (l)',
  pack: 'Pieces per pack',
  voltage: 'Voltage (V)',
  capacity_ah: 'Capacity (Ah)',
  cca: 'Cold cranking (A)',
  exhaust_system_id: 'Exhaust system',
};

export function attributeLabel(code: string): string {
  const known = labels[code];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
