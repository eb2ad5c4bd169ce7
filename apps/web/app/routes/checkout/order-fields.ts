/** The checkout's order form: its intent and its fields (the action's and the page's). */
export const PLACE_ORDER_INTENT = 'placeOrder';
export const ORDER_FIELDS = ['address', 'shipmentType', 'paymentMethod', 'notes'] as const;
/** The checkout priced with a way of shipping (`?shipmentType={id}`): the form's "show the total" without scripts. */
export const SHIPMENT_PARAM = 'shipmentType';
/** The order form's button that asks for the totals with the choices made instead of placing the order. */
export const SHOW_TOTAL_FIELD = 'showTotal';
