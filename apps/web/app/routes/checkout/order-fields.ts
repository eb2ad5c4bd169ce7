/** The checkout's order form: its intent (its fields are the endpoint's, `orders.place`). */
export const PLACE_ORDER_INTENT = 'placeOrder';
/** The checkout priced with a way of shipping (`?shipmentType={id}`): the form's "show the total" without scripts. */
export const SHIPMENT_PARAM = 'shipmentType';
/** The order form's button that asks for the totals with the choices made instead of placing the order. */
export const SHOW_TOTAL_FIELD = 'showTotal';
