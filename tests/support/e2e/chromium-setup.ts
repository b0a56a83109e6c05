import { ensureChromium } from '../../../scripts/lib/chromium';

export default function setup(): void {
  ensureChromium();
}
