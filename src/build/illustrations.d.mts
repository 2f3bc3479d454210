/** Types of src/build/illustrations.mjs, for the unit test that checks the placeholders. */
export interface PlaceholderSpec {
  w: number;
  h: number;
  scene: string;
  bunks?: boolean;
}
export const catalogue: Record<string, PlaceholderSpec>;
export function seedOf(name: string): number;
export function svgFor(spec: PlaceholderSpec & { seed: number }): string;
export function drawIllustrations(only?: string): Promise<void>;
