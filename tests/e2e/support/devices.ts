/** The two screens the shop journeys run on: a desktop and a 390 px phone. */
export const devices = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
