/**
 * Slot for the buyer/seller mode switcher (spec sections 2 and 4). The identity work fills it in
 * (PATCH /api/users/switch-mode); until then it renders nothing rather than a control that does
 * not work.
 */
export function ModeSwitcher() {
  return null;
}
