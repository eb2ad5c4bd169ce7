/**
 * The staff's after-sales calls (decision 035), each checking a named permission: orders moved,
 * transfers confirmed, returns settled, wallets adjusted, special orders answered, customers' chats
 * answered. Made on the server only (the console's pages), so not in the browser's table.
 */
export const afterSalesStaffPaths = {
  'admin.moveOrder': 'POST /admin/orders/{id}/moves',
  'admin.transferProofFile': 'GET /admin/orders/{id}/transfer-proof/{proofId}',
  'admin.confirmTransfer': 'POST /admin/orders/{id}/transfer/confirm',
  'admin.rejectTransfer': 'POST /admin/orders/{id}/transfer/reject',
  'admin.returnPhotoFile': 'GET /admin/returns/{id}/photos/{uploadId}',
  'admin.approveReturn': 'POST /admin/returns/{id}/approve',
  'admin.rejectReturn': 'POST /admin/returns/{id}/reject',
  'admin.receiveReturn': 'POST /admin/returns/{id}/receive',
  'admin.refundReturn': 'POST /admin/returns/{id}/refund',
  'admin.adjustWallet': 'POST /admin/wallets/{userId}/adjustments',
  'admin.quoteSpecialOrder': 'POST /admin/special-orders/{id}/quote',
  'admin.declineSpecialOrder': 'POST /admin/special-orders/{id}/decline',
  'admin.chats': 'GET /admin/chats',
  'admin.chatMessages': 'GET /admin/chats/{id}/messages',
  'admin.answerChat': 'POST /admin/chats/{id}/messages',
} as const;
