/** The prompt of an image-to-video job the journeys' server runs until it is cancelled (productServer.ts). */
export const heldVideoPrompt = 'Held until cancelled';
