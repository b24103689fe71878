/** The product name in the top bar and the browser tab. */
export const PRODUCT_NAME = 'Basin Water Data Portal';
