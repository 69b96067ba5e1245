// Which field pairs each Responses call item with the output item that answers it: shared by the
// conversation rules and the writers' output check (a small module, so a writer's bundle does not take in the rules).
/** Calls and the outputs that answer them, per item type: which field pairs them. */
export const CALLS = {
  function_call: "call_id", custom_tool_call: "call_id", computer_call: "call_id", local_shell_call: "call_id",
  shell_call: "call_id", apply_patch_call: "call_id", program: "call_id", mcp_approval_request: "id",
} as const;
export const OUTPUTS = {
  function_call_output: { by: "call_id", answers: ["function_call"] },
  custom_tool_call_output: { by: "call_id", answers: ["custom_tool_call"] },
  computer_call_output: { by: "call_id", answers: ["computer_call"] },
  local_shell_call_output: { by: "id", answers: ["local_shell_call"] },
  shell_call_output: { by: "call_id", answers: ["shell_call"] },
  apply_patch_call_output: { by: "call_id", answers: ["apply_patch_call"] },
  program_output: { by: "call_id", answers: ["program"] },
  mcp_approval_response: { by: "approval_request_id", answers: ["mcp_approval_request"] },
} as const;
