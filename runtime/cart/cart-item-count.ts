/** The number of items in a cart (the header count): the sum of its line quantities. */
export function cartItemCount(cart: { products: readonly { quantity: number }[] } | null | undefined): number {
  return cart ? cart.products.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
