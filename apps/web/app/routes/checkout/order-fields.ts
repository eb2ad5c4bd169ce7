/** The checkout's order form: its intent and its fields (the action's and the page's). */
export const PLACE_ORDER_INTENT = 'placeOrder';
export const ORDER_FIELDS = ['address', 'shipmentType', 'paymentMethod', 'notes'] as const;
