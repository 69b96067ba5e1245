// GENERATED FILE. Do not edit by hand: edit fixtures/ and run `npm run generate`.
// Valid fixtures must be assignable; invalid ones must not compile, unless fixtures/runtime-only.json
// lists them. expectError (not expectNotAssignable, whose `any` parameter widens literals) keeps the
// literal contextually typed, so excess properties and wrong tags are caught.
import { expectAssignable, expectError } from "tsd";
import type { Items, ChatMessages, ClaudeMessages, ChatCompletionMessages, GeminiContents, ResponsesRequest, ClaudeRequest, ChatCompletionRequest, GeminiRequest, ChatRequest, ChatCompletionResponse, ResponsesResponse, ClaudeResponse, GeminiResponse } from "chat-contract";

// item/valid/assistant-replay-with-phase.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "Plan a three-day trip to Lisbon."
  },
  {
    "type": "message",
    "role": "assistant",
    "content": "Let me check the events calendar first.",
    "phase": "commentary"
  },
  {
    "type": "message",
    "role": "assistant",
    "content": "Day 1: Alfama and the castle. Day 2: Belém. Day 3: Sintra.",
    "phase": "final_answer"
  },
  {
    "role": "assistant",
    "content": "Anything else?",
    "phase": null
  },
  {
    "role": "user",
    "content": "No, thanks."
  }
]);

// item/valid/computer-use.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "Open the settings page and turn on dark mode."
  },
  {
    "type": "computer_call",
    "id": "cu_68a1f0c2e4b08190a1b2c3d4e5f60718",
    "call_id": "call_c0mpUt3r1",
    "status": "completed",
    "pending_safety_checks": [],
    "action": {
      "type": "screenshot"
    }
  },
  {
    "type": "computer_call_output",
    "call_id": "call_c0mpUt3r1",
    "output": {
      "type": "computer_screenshot",
      "image_url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    }
  },
  {
    "type": "computer_call",
    "id": "cu_68a1f0c5a7d88190b2c3d4e5f6071829",
    "call_id": "call_c0mpUt3r2",
    "status": "completed",
    "pending_safety_checks": [
      {
        "id": "cu_sc_68a1f0c5",
        "code": "malicious_instructions",
        "message": "The page asks the agent to enter credentials."
      }
    ],
    "actions": [
      {
        "type": "move",
        "x": 640,
        "y": 80
      },
      {
        "type": "click",
        "button": "left",
        "x": 640,
        "y": 80,
        "keys": null
      },
      {
        "type": "double_click",
        "x": 120,
        "y": 300,
        "keys": null
      },
      {
        "type": "drag",
        "path": [
          {
            "x": 100,
            "y": 500
          },
          {
            "x": 300,
            "y": 500
          }
        ]
      },
      {
        "type": "scroll",
        "x": 400,
        "y": 400,
        "scroll_x": 0,
        "scroll_y": 600,
        "keys": [
          "shift"
        ]
      },
      {
        "type": "type",
        "text": "dark mode"
      },
      {
        "type": "keypress",
        "keys": [
          "ctrl",
          "enter"
        ]
      },
      {
        "type": "wait"
      }
    ]
  },
  {
    "type": "computer_call_output",
    "id": "cuo_68a1f0c9",
    "call_id": "call_c0mpUt3r2",
    "acknowledged_safety_checks": [
      {
        "id": "cu_sc_68a1f0c5",
        "code": "malicious_instructions",
        "message": null
      }
    ],
    "output": {
      "type": "computer_screenshot",
      "file_id": "file-2Qk9S7dV1bWm3xYtL8aRzE"
    },
    "status": "completed"
  }
]);

// item/valid/configuration-update-and-mcp-errors.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "List the open issues, then answer in JSON."
  },
  {
    "type": "mcp_call",
    "id": "mcp_01",
    "server_label": "github",
    "name": "list_issues",
    "arguments": "{}",
    "error": {
      "type": "mcp_protocol_error",
      "code": -32602,
      "message": "Invalid params"
    },
    "status": "failed"
  },
  {
    "type": "mcp_call",
    "id": "mcp_02",
    "server_label": "github",
    "name": "list_issues",
    "arguments": "{\"state\":\"open\"}",
    "error": {
      "type": "mcp_tool_execution_error",
      "content": [
        {
          "type": "text",
          "text": "rate limited"
        }
      ]
    },
    "status": "failed"
  },
  {
    "type": "configuration_update",
    "reasoning": {
      "effort": "low"
    },
    "text": {
      "format": {
        "type": "json_schema",
        "name": "issues",
        "schema": {
          "type": "object",
          "properties": {
            "count": {
              "type": "integer"
            }
          },
          "required": [
            "count"
          ]
        },
        "strict": true
      }
    }
  },
  {
    "type": "configuration_update",
    "id": null,
    "reasoning": {
      "effort": null
    },
    "text": {
      "format": {
        "type": "text"
      }
    }
  },
  {
    "type": "message",
    "role": "user",
    "content": "Plain text again, please."
  }
]);

// item/valid/conversation-state-kept-by-hand.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "tell me a joke"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "output_text",
        "text": "Why did the scarecrow win an award? Because he was outstanding in his field.",
        "annotations": [],
        "logprobs": []
      }
    ]
  },
  {
    "role": "user",
    "content": "tell me another"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "output_text",
        "text": "I only know that one."
      }
    ]
  },
  {
    "role": "user",
    "content": "then refuse politely"
  },
  {
    "type": "message",
    "role": "assistant",
    "content": [
      {
        "type": "refusal",
        "refusal": "I'd rather not."
      }
    ]
  }
]);

// item/valid/custom-tool-calls.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Use the code_exec tool to print hello world to the console."
  },
  {
    "type": "custom_tool_call",
    "id": "ctc_6890e975e86c819c9338825b3e1994810694874912ae0ea6",
    "call_id": "call_aGiFQkRWSWAIsMQ19fKqxUgb",
    "name": "code_exec",
    "input": "print(\"hello world\")"
  },
  {
    "type": "custom_tool_call_output",
    "call_id": "call_aGiFQkRWSWAIsMQ19fKqxUgb",
    "output": "hello world\n"
  },
  {
    "type": "custom_tool_call",
    "call_id": "call_plot_1",
    "name": "code_exec",
    "input": "plot(sales)"
  },
  {
    "type": "custom_tool_call_output",
    "id": "ctco_1",
    "call_id": "call_plot_1",
    "output": [
      {
        "type": "input_text",
        "text": "Rendered chart:"
      },
      {
        "type": "input_image",
        "detail": "low",
        "image_url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      }
    ]
  }
]);

// item/valid/empty-input.json
expectAssignable<Items>([]);

// item/valid/file-search-calls.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "What is deep research by OpenAI?"
  },
  {
    "type": "file_search_call",
    "id": "fs_67c09ccea8c48191ade9367e3ba71515",
    "status": "completed",
    "queries": [
      "What is deep research?"
    ],
    "results": [
      {
        "file_id": "file-2dtbBZdjtDKS8eqWxqbgDi",
        "filename": "deep_research_blog.pdf",
        "score": 0.93,
        "text": "Deep research is an agent that…",
        "attributes": {
          "year": 2025,
          "public": true,
          "team": "research"
        }
      },
      {
        "file_id": "file-9PmF3uTBsW1SqGgo2Zm6Gd",
        "attributes": null
      }
    ]
  },
  {
    "type": "file_search_call",
    "id": "fs_67c09ccea8c48191ade9367e3ba71516",
    "status": "searching",
    "queries": [],
    "results": null
  },
  {
    "type": "file_search_call",
    "id": "fs_67c09ccea8c48191ade9367e3ba71517",
    "status": "in_progress",
    "queries": [
      "deep research pricing"
    ]
  }
]);

// item/valid/function-call-without-server-id.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Add 2 and 40."
  },
  {
    "type": "function_call",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "name": "add",
    "arguments": "{\"a\":2,\"b\":40}"
  },
  {
    "type": "function_call_output",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "output": "42",
    "status": "completed"
  },
  {
    "role": "assistant",
    "content": "2 + 40 = 42."
  }
]);

// item/valid/function-output-with-file-null-id-status.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Export the invoice for order 1182."
  },
  {
    "type": "function_call",
    "call_id": "call_export_1182",
    "name": "export_invoice",
    "arguments": "{\"order\":1182}",
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "id": null,
    "status": null,
    "call_id": "call_export_1182",
    "output": [
      {
        "type": "input_file",
        "filename": "invoice-1182.pdf",
        "file_data": "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
      }
    ]
  }
]);

// item/valid/function-output-with-image.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Take a screenshot of the dashboard and tell me if anything is red."
  },
  {
    "type": "function_call",
    "call_id": "call_screenshot_1",
    "name": "take_screenshot",
    "arguments": "{\"url\":\"https://status.example.com\"}"
  },
  {
    "type": "function_call_output",
    "call_id": "call_screenshot_1",
    "output": [
      {
        "type": "input_text",
        "text": "Screenshot of https://status.example.com taken at 10:42 UTC."
      },
      {
        "type": "input_image",
        "detail": "high",
        "image_url": "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
      }
    ]
  }
]);

// item/valid/image-generation-calls.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Generate an image of a grey tabby cat hugging an otter with an orange scarf."
  },
  {
    "type": "image_generation_call",
    "id": "ig_6811c8f0d4d48191a2e0e2f4b1a0c3d7",
    "status": "completed",
    "result": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
  },
  {
    "type": "image_generation_call",
    "id": "ig_6811c8f0d4d48191a2e0e2f4b1a0c3d8",
    "status": "generating",
    "result": null
  }
]);

// item/valid/input-messages-with-status.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "system",
    "status": "completed",
    "content": [
      {
        "type": "input_text",
        "text": "You are a helpful math tutor."
      }
    ]
  },
  {
    "type": "message",
    "role": "developer",
    "content": [
      {
        "type": "input_text",
        "text": "Show every step."
      }
    ]
  },
  {
    "role": "user",
    "status": "in_progress",
    "content": [
      {
        "type": "input_text",
        "text": "Solve 8x + 7 = -23."
      }
    ]
  },
  {
    "role": "user",
    "content": "And check the answer, please."
  }
]);

// item/valid/item-references.json
expectAssignable<Items>([
  {
    "type": "item_reference",
    "id": "msg_67ccd2bf17f0819081ff3bb2cf6508e60bb6a6b452d3795b"
  },
  {
    "id": "rs_67ccd2c0a1e48190b1a0ecfd1d8b7a2f0bb6a6b452d3795b"
  },
  {
    "role": "user",
    "content": "Continue from where we left off."
  }
]);

// item/valid/mcp-items.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "What changed in the deploy repo today?"
  },
  {
    "type": "mcp_list_tools",
    "id": "mcpl_68a21b01",
    "server_label": "github",
    "tools": [
      {
        "name": "list_commits",
        "input_schema": {
          "type": "object",
          "properties": {
            "repo": {
              "type": "string"
            }
          },
          "required": [
            "repo"
          ]
        },
        "description": "List recent commits",
        "annotations": {
          "readOnlyHint": true
        }
      },
      {
        "name": "create_issue",
        "input_schema": {
          "type": "object"
        },
        "description": null
      }
    ],
    "error": null
  },
  {
    "type": "mcp_approval_request",
    "id": "mcpr_68a21b0f",
    "server_label": "github",
    "name": "list_commits",
    "arguments": "{\"repo\":\"acme/deploy\"}"
  },
  {
    "type": "mcp_approval_response",
    "approval_request_id": "mcpr_68a21b0f",
    "approve": true,
    "reason": "read-only"
  },
  {
    "type": "mcp_call",
    "id": "mcp_68a21b20",
    "server_label": "github",
    "name": "list_commits",
    "arguments": "{\"repo\":\"acme/deploy\"}",
    "approval_request_id": "mcpr_68a21b0f",
    "output": "[{\"sha\":\"9f2c1e0\",\"message\":\"Bump image to 1.4.2\"}]",
    "error": null,
    "status": "completed"
  },
  {
    "type": "mcp_call",
    "id": "mcp_68a21b33",
    "server_label": "github",
    "name": "create_issue",
    "arguments": "{}",
    "error": {
      "type": "http_error",
      "code": 403,
      "message": "permission denied"
    },
    "status": "failed"
  },
  {
    "type": "message",
    "role": "assistant",
    "content": "One commit today: the image was bumped to 1.4.2."
  }
]);

// item/valid/openai-python-model-dump-hosted-tools.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "What is deep research by OpenAI? Check the uploaded docs too."
  },
  {
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9609",
    "action": {
      "type": "search",
      "query": "deep research OpenAI",
      "queries": null,
      "sources": null
    },
    "status": "completed",
    "type": "web_search_call"
  },
  {
    "id": "fs_67c09ccea8c48191ade9367e3ba71515",
    "queries": [
      "What is deep research?"
    ],
    "status": "completed",
    "type": "file_search_call",
    "results": [
      {
        "attributes": null,
        "file_id": "file-2dtbBZdjtDKS8eqWxqbgDi",
        "filename": "deep_research_blog.pdf",
        "score": 0.93,
        "text": null
      }
    ]
  },
  {
    "id": "mcpl_682d4379df088191886b70f4ec39f90403937d5f622d7a90",
    "server_label": "deepwiki",
    "tools": [
      {
        "input_schema": {
          "type": "object",
          "properties": {
            "repoName": {
              "type": "string"
            }
          },
          "required": [
            "repoName"
          ]
        },
        "name": "read_wiki_structure",
        "annotations": null,
        "description": null
      }
    ],
    "type": "mcp_list_tools",
    "error": null
  },
  {
    "id": "mcp_682d437d90a88191bf88cd03aae0c3e503937d5f622d7a90",
    "arguments": "{\"repoName\":\"modelcontextprotocol/modelcontextprotocol\"}",
    "name": "read_wiki_structure",
    "server_label": "deepwiki",
    "type": "mcp_call",
    "approval_request_id": null,
    "error": null,
    "output": "Available pages for modelcontextprotocol/modelcontextprotocol: 1. Overview",
    "status": null
  },
  {
    "id": "msg_67c9fa077e288190af08fdffda2e34f20be649c1a5ff9609",
    "content": [
      {
        "annotations": [],
        "text": "Deep research is an agent that runs multi-step research on the web.",
        "type": "output_text",
        "logprobs": null
      }
    ],
    "role": "assistant",
    "status": "completed",
    "type": "message",
    "phase": null
  }
]);

// item/valid/openai-python-model-dump-output.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "What's the weather like in Paris today?"
  },
  {
    "id": "rs_6890e972fa7c819ca8bc561526b989170694874912ae0ea6",
    "summary": [],
    "type": "reasoning",
    "content": null,
    "encrypted_content": null,
    "status": null
  },
  {
    "arguments": "{\"location\":\"Paris, France\"}",
    "call_id": "call_12345xyz",
    "name": "get_weather",
    "type": "function_call",
    "id": "fc_12345xyz",
    "caller": null,
    "namespace": null,
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "call_id": "call_12345xyz",
    "output": "{\"temperature\": 14, \"unit\": \"celsius\"}"
  },
  {
    "id": "msg_6890e9760a1c819c9d9d7d3b2a4e9e6b0694874912ae0ea6",
    "content": [
      {
        "annotations": [],
        "text": "It is 14 °C in Paris today.",
        "type": "output_text",
        "logprobs": null
      }
    ],
    "role": "assistant",
    "status": "completed",
    "type": "message",
    "phase": null
  }
]);

// item/valid/output-message-citations.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "What did the latest release notes and our design doc say about streaming?"
  },
  {
    "id": "msg_68a1c0e1b0a88190a2c4d8f1e9b7a6c5",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "content": [
      {
        "type": "output_text",
        "text": "Streaming is now on by default [1], as the design doc planned [2]; see the chart [3] and the export [4].",
        "annotations": [
          {
            "type": "url_citation",
            "url": "https://example.com/releases/2025-05",
            "title": "Release notes, May 2025",
            "start_index": 31,
            "end_index": 34
          },
          {
            "type": "file_citation",
            "file_id": "file-2dtbBZdjtDKS8eqWxqbgDi",
            "filename": "design.md",
            "index": 62
          },
          {
            "type": "container_file_citation",
            "container_id": "cntr_682d8b9a3d6c8191",
            "file_id": "cfile_682d8c0f",
            "filename": "latency.png",
            "start_index": 80,
            "end_index": 83
          },
          {
            "type": "file_path",
            "file_id": "cfile_682d8c44",
            "index": 101
          }
        ]
      }
    ]
  }
]);

// item/valid/output-message-refusal-and-logprobs.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Say yes, then tell me how to pick a lock."
  },
  {
    "id": "msg_refusal_01",
    "type": "message",
    "role": "assistant",
    "status": "incomplete",
    "content": [
      {
        "type": "output_text",
        "text": "Yes",
        "annotations": [],
        "logprobs": [
          {
            "token": "Yes",
            "bytes": [
              89,
              101,
              115
            ],
            "logprob": -0.0012,
            "top_logprobs": [
              {
                "token": "Yes",
                "bytes": [
                  89,
                  101,
                  115
                ],
                "logprob": -0.0012
              },
              {
                "token": "Sure",
                "bytes": [
                  83,
                  117,
                  114,
                  101
                ],
                "logprob": -6.9
              }
            ]
          }
        ]
      },
      {
        "type": "refusal",
        "refusal": "I can't help with picking locks you don't own."
      }
    ]
  }
]);

// item/valid/parallel-function-calls.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "What's the weather in Paris and Oslo right now?"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c5efe0819096d0511c92b8c890096610f474011cc0",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "arguments": "{\"location\":\"Paris, France\"}",
    "status": "completed"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c6bedc8190a7abfec07b1a1332096610f474011cc0",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "arguments": "{\"location\":\"Oslo, Norway\"}",
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "output": "{\"temperature_c\":18,\"sky\":\"clear\"}"
  },
  {
    "type": "function_call_output",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "output": "{\"temperature_c\":9,\"sky\":\"rain\"}"
  },
  {
    "id": "msg_67ca09c7f2a08190b5d8a2f3d7c1e0a2096610f474011cc0",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "content": [
      {
        "type": "output_text",
        "text": "Paris is 18 °C and clear; Oslo is 9 °C with rain.",
        "annotations": []
      }
    ]
  }
]);

// item/valid/reasoning-encrypted-content.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "Is 1,000,003 prime? Use the calculator tool if needed."
  },
  {
    "type": "reasoning",
    "id": "rs_6820f383d7c08191846711c5df8233bc0ac5ba57aafcbac7",
    "summary": [],
    "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg=="
  },
  {
    "type": "function_call",
    "id": "fc_6820f3855a488191a4e1f6e0f2c63a420ac5ba57aafcbac7",
    "call_id": "call_prime_check",
    "name": "is_prime",
    "arguments": "{\"n\":1000003}",
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "call_id": "call_prime_check",
    "output": "true"
  }
]);

// item/valid/reasoning-summary-and-content.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "How many r's are in 'strawberry'?"
  },
  {
    "type": "reasoning",
    "id": "rs_01JX3Q8Z7G5V2M4N6P8R0T2W4Y",
    "status": "completed",
    "encrypted_content": null,
    "summary": [
      {
        "type": "summary_text",
        "text": "**Counting letters**\n\nSpelled out the word and counted each r."
      }
    ],
    "content": [
      {
        "type": "reasoning_text",
        "text": "s-t-r-a-w-b-e-r-r-y: r at positions 3, 8 and 9, so three."
      }
    ]
  },
  {
    "id": "msg_01JX3Q8Z7G5V2M4N6P8R0T2W4Z",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "phase": "final_answer",
    "content": [
      {
        "type": "output_text",
        "text": "There are three r's in \"strawberry\".",
        "annotations": []
      }
    ]
  }
]);

// item/valid/shell-and-patch-calls.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "Run the tests, then fix the failing import."
  },
  {
    "type": "local_shell_call",
    "id": "lsh_68a20a11f3c08190",
    "call_id": "call_l0cal5hell",
    "status": "completed",
    "action": {
      "type": "exec",
      "command": [
        "npm",
        "test"
      ],
      "env": {
        "CI": "true"
      },
      "timeout_ms": 120000,
      "user": null,
      "working_directory": "/work/app"
    }
  },
  {
    "type": "local_shell_call_output",
    "id": "call_l0cal5hell",
    "output": "1 failed: cannot find module './util'",
    "status": "completed"
  },
  {
    "type": "shell_call",
    "id": "sh_68a20a2b",
    "call_id": "call_5hell1",
    "action": {
      "commands": [
        "ls src",
        "cat src/index.ts"
      ],
      "max_output_length": 4096,
      "timeout_ms": null
    },
    "caller": {
      "type": "direct"
    },
    "environment": {
      "type": "local",
      "skills": [
        {
          "name": "node",
          "description": "Node.js 20 and npm",
          "path": "/usr/local/bin/node"
        }
      ]
    },
    "status": "completed"
  },
  {
    "type": "shell_call_output",
    "call_id": "call_5hell1",
    "output": [
      {
        "stdout": "index.ts\nutils.ts\n",
        "stderr": "",
        "outcome": {
          "type": "exit",
          "exit_code": 0
        }
      },
      {
        "stdout": "import { x } from './util';\n",
        "stderr": "",
        "outcome": {
          "type": "timeout"
        }
      }
    ],
    "max_output_length": 4096
  },
  {
    "type": "shell_call",
    "call_id": "call_5hell2",
    "action": {
      "commands": [
        "python -V"
      ]
    },
    "caller": {
      "type": "program",
      "caller_id": "prog_68a20a40"
    },
    "environment": {
      "type": "container_reference",
      "container_id": "cntr_68a20a44"
    }
  },
  {
    "type": "shell_call_output",
    "call_id": "call_5hell2",
    "output": [
      {
        "stdout": "Python 3.12.4\n",
        "stderr": "",
        "outcome": {
          "type": "exit",
          "exit_code": 0
        }
      }
    ],
    "caller": null,
    "status": null
  },
  {
    "type": "apply_patch_call",
    "id": "apc_68a20a52",
    "call_id": "call_patch1",
    "status": "completed",
    "operation": {
      "type": "update_file",
      "path": "src/index.ts",
      "diff": "@@ -1 +1 @@\n-import { x } from './util';\n+import { x } from './utils';\n"
    }
  },
  {
    "type": "apply_patch_call_output",
    "call_id": "call_patch1",
    "status": "completed",
    "output": "patched src/index.ts"
  },
  {
    "type": "apply_patch_call",
    "call_id": "call_patch2",
    "status": "completed",
    "operation": {
      "type": "create_file",
      "path": "src/util.ts",
      "diff": "+export { x } from './utils';\n"
    },
    "caller": {
      "type": "direct"
    }
  },
  {
    "type": "apply_patch_call_output",
    "call_id": "call_patch2",
    "status": "failed",
    "output": null
  },
  {
    "type": "apply_patch_call",
    "call_id": "call_patch3",
    "status": "in_progress",
    "operation": {
      "type": "delete_file",
      "path": "src/old.ts"
    }
  },
  {
    "type": "apply_patch_call_output",
    "call_id": "call_patch3",
    "status": "completed"
  }
]);

// item/valid/system-developer-user.json
expectAssignable<Items>([
  {
    "role": "system",
    "content": "You are a terse assistant for a weather service."
  },
  {
    "type": "message",
    "role": "developer",
    "content": "Answer in metric units. Never guess a temperature."
  },
  {
    "type": "message",
    "role": "user",
    "content": "What's the weather in Paris and Oslo right now?"
  }
]);

// item/valid/tool-search-compaction-programs.json (runtime-only: TS rejects this valid literal)
expectError<Items>([
  {
    "type": "compaction",
    "id": "cmp_68a22c00",
    "encrypted_content": "gAAAAABoosIA1c2VjcmV0LWNvbXBhY3RlZC1oaXN0b3J5"
  },
  {
    "type": "message",
    "role": "user",
    "content": "Find a tool to chart the weekly sales, then chart them."
  },
  {
    "type": "tool_search_call",
    "id": "ts_68a22c10",
    "arguments": {
      "query": "chart"
    },
    "execution": "server",
    "status": "completed"
  },
  {
    "type": "tool_search_output",
    "id": "tso_68a22c11",
    "execution": "server",
    "status": "completed",
    "tools": [
      {
        "type": "function",
        "name": "make_chart",
        "parameters": {
          "type": "object",
          "properties": {
            "series": {
              "type": "array"
            }
          }
        },
        "strict": true,
        "description": "Draw a chart"
      },
      {
        "type": "file_search",
        "vector_store_ids": [
          "vs_68a22c"
        ]
      },
      {
        "type": "computer"
      },
      {
        "type": "computer_use_preview",
        "display_width": 1280,
        "display_height": 800,
        "environment": "browser"
      },
      {
        "type": "web_search",
        "search_context_size": "low"
      },
      {
        "type": "mcp",
        "server_label": "charts",
        "server_url": "https://charts.example.com/mcp"
      },
      {
        "type": "code_interpreter",
        "container": {
          "type": "auto",
          "memory_limit": "4g"
        }
      },
      {
        "type": "code_interpreter",
        "container": "cntr_68a22c20"
      },
      {
        "type": "programmatic_tool_calling"
      },
      {
        "type": "image_generation",
        "quality": "low"
      },
      {
        "type": "local_shell"
      },
      {
        "type": "shell"
      },
      {
        "type": "custom",
        "name": "sql",
        "description": "Run a read-only SQL query"
      },
      {
        "type": "namespace",
        "name": "sales",
        "description": "Sales data tools",
        "tools": [
          {
            "type": "function",
            "name": "weekly_totals"
          },
          {
            "type": "custom",
            "name": "raw_query"
          }
        ]
      },
      {
        "type": "tool_search"
      },
      {
        "type": "web_search_preview"
      },
      {
        "type": "apply_patch"
      }
    ]
  },
  {
    "type": "tool_search_call",
    "call_id": "call_t00ls",
    "arguments": {
      "query": "sales"
    },
    "execution": "client"
  },
  {
    "type": "tool_search_output",
    "call_id": "call_t00ls",
    "execution": "client",
    "tools": [
      {
        "type": "function",
        "name": "weekly_totals",
        "parameters": null,
        "strict": null
      }
    ]
  },
  {
    "type": "additional_tools",
    "role": "developer",
    "tools": [
      {
        "type": "function",
        "name": "weekly_totals",
        "parameters": {
          "type": "object"
        },
        "strict": false
      }
    ]
  },
  {
    "type": "program",
    "id": "prog_68a22c40",
    "call_id": "call_pr0gram",
    "code": "const t = await weekly_totals(); return t.length;",
    "fingerprint": "fp_68a22c40"
  },
  {
    "type": "program_output",
    "id": "progo_68a22c41",
    "call_id": "call_pr0gram",
    "result": "7",
    "status": "completed"
  },
  {
    "type": "code_interpreter_call",
    "id": "ci_68a22c50",
    "container_id": "cntr_68a22c20",
    "code": "import matplotlib.pyplot as plt\nplt.bar(range(7), totals)\nplt.savefig('sales.png')",
    "outputs": [
      {
        "type": "logs",
        "logs": "saved sales.png"
      },
      {
        "type": "image",
        "url": "https://files.example.com/sales.png"
      }
    ],
    "status": "completed"
  },
  {
    "type": "code_interpreter_call",
    "id": "ci_68a22c51",
    "container_id": "cntr_68a22c20",
    "code": null,
    "outputs": null,
    "status": "in_progress"
  },
  {
    "type": "message",
    "role": "assistant",
    "content": "Here is the weekly chart."
  },
  {
    "type": "compaction_trigger"
  }
]);

// item/valid/user-image-by-url-and-file-id.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "Compare these two photos of the same street."
      },
      {
        "type": "input_image",
        "detail": "auto",
        "image_url": "https://upload.wikimedia.org/wikipedia/commons/3/3f/Rue_de_Rivoli.jpg"
      },
      {
        "type": "input_image",
        "detail": "low",
        "file_id": "file-6F2ksmvXxt4VdoqmHRw6kL"
      }
    ]
  }
]);

// item/valid/user-image-detail-original.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "Compare these two photos of the same street."
      },
      {
        "type": "input_image",
        "detail": "original",
        "image_url": "https://upload.wikimedia.org/wikipedia/commons/3/3f/Rue_de_Rivoli.jpg"
      },
      {
        "type": "input_image",
        "detail": "low",
        "file_id": "file-6F2ksmvXxt4VdoqmHRw6kL"
      }
    ]
  }
]);

// item/valid/user-image-null-url-by-file-id.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "What does this receipt say?"
      },
      {
        "type": "input_image",
        "detail": "high",
        "image_url": null,
        "file_id": "file-Rc3pT8uV2wXy9zA1bC4dE5"
      },
      {
        "type": "input_file",
        "file_id": null,
        "file_url": "https://example.com/receipts/2026-11.pdf"
      }
    ]
  }
]);

// item/valid/user-input-files.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "Summarise the attached report and check it against the spreadsheet."
      },
      {
        "type": "input_file",
        "filename": "q3-report.pdf",
        "file_data": "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
      },
      {
        "type": "input_file",
        "file_id": "file-8Ch2VzGmZWbRfK1QhQk2xA"
      },
      {
        "type": "input_file",
        "file_url": "https://www.berkshirehathaway.com/letters/2024ltr.pdf"
      },
      {
        "type": "input_file",
        "filename": "temps.csv",
        "file_data": "data:text/csv;base64,Y2l0eSx0ZW1wX2MKUGFyaXMsMTgKT3Nsbyw5Cg=="
      }
    ]
  }
]);

// item/valid/user-text-and-image.json
expectAssignable<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "What is in this image?"
      },
      {
        "type": "input_image",
        "detail": "high",
        "image_url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      }
    ]
  }
]);

// item/valid/user-text-no-type-tag.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "Write a one-sentence bedtime story about a unicorn."
  }
]);

// item/valid/web-search-calls.json
expectAssignable<Items>([
  {
    "role": "user",
    "content": "What was a positive news story from today?"
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9609",
    "status": "completed",
    "action": {
      "type": "search",
      "query": "positive news today",
      "queries": [
        "positive news today",
        "good news stories"
      ],
      "sources": [
        {
          "type": "url",
          "url": "https://www.goodnewsnetwork.org/"
        }
      ]
    }
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9610",
    "status": "completed",
    "action": {
      "type": "open_page",
      "url": "https://www.goodnewsnetwork.org/"
    }
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9611",
    "status": "failed",
    "action": {
      "type": "find_in_page",
      "pattern": "rescued",
      "url": "https://www.goodnewsnetwork.org/"
    }
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9612",
    "status": "searching",
    "action": {
      "type": "search"
    }
  }
]);

// item/invalid/additional-tools-role-user.json
expectError<Items>([
  {
    "type": "additional_tools",
    "role": "user",
    "tools": []
  }
]);

// item/invalid/apply-patch-update-missing-diff.json
expectError<Items>([
  {
    "type": "apply_patch_call",
    "call_id": "call_patch1",
    "status": "completed",
    "operation": {
      "type": "update_file",
      "path": "src/index.ts"
    }
  }
]);

// item/invalid/assistant-phase-unknown-value.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "Plan a three-day trip to Lisbon."
  },
  {
    "type": "message",
    "role": "assistant",
    "content": "Let me check the events calendar first.",
    "phase": "commentary"
  },
  {
    "type": "message",
    "role": "assistant",
    "content": "Day 1: Alfama and the castle. Day 2: Belém. Day 3: Sintra.",
    "phase": "final"
  },
  {
    "role": "assistant",
    "content": "Anything else?",
    "phase": null
  },
  {
    "role": "user",
    "content": "No, thanks."
  }
]);

// item/invalid/chat-completions-text-part.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "What is in this image?"
      },
      {
        "type": "input_image",
        "detail": "high",
        "image_url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      }
    ]
  }
]);

// item/invalid/computer-action-unknown-type.json
expectError<Items>([
  {
    "type": "computer_call",
    "id": "cu_68a1f0c2",
    "call_id": "call_c0mpUt3r1",
    "status": "completed",
    "pending_safety_checks": [],
    "action": {
      "type": "triple_click",
      "x": 1,
      "y": 2
    }
  }
]);

// item/invalid/computer-call-output-missing-call-id.json
expectError<Items>([
  {
    "type": "computer_call",
    "id": "cu_68a1f0c2",
    "call_id": "call_c0mpUt3r1",
    "status": "completed",
    "pending_safety_checks": [],
    "action": {
      "type": "screenshot"
    }
  },
  {
    "type": "computer_call_output",
    "output": {
      "type": "computer_screenshot",
      "file_id": "file-2Qk9S7dV1bWm3xYtL8aRzE"
    }
  }
]);

// item/invalid/function-call-arguments-as-object.json
expectError<Items>([
  {
    "role": "user",
    "content": "Add 2 and 40."
  },
  {
    "type": "function_call",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "name": "add",
    "arguments": {
      "a": 2,
      "b": 40
    }
  },
  {
    "type": "function_call_output",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "output": "42",
    "status": "completed"
  },
  {
    "role": "assistant",
    "content": "2 + 40 = 42."
  }
]);

// item/invalid/function-call-missing-call-id.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "What's the weather in Paris and Oslo right now?"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c5efe0819096d0511c92b8c890096610f474011cc0",
    "name": "get_weather",
    "arguments": "{\"location\":\"Paris, France\"}",
    "status": "completed"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c6bedc8190a7abfec07b1a1332096610f474011cc0",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "arguments": "{\"location\":\"Oslo, Norway\"}",
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "output": "{\"temperature_c\":18,\"sky\":\"clear\"}"
  },
  {
    "type": "function_call_output",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "output": "{\"temperature_c\":9,\"sky\":\"rain\"}"
  },
  {
    "id": "msg_67ca09c7f2a08190b5d8a2f3d7c1e0a2096610f474011cc0",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "content": [
      {
        "type": "output_text",
        "text": "Paris is 18 °C and clear; Oslo is 9 °C with rain.",
        "annotations": []
      }
    ]
  }
]);

// item/invalid/function-call-output-as-object.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "What's the weather in Paris and Oslo right now?"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c5efe0819096d0511c92b8c890096610f474011cc0",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "arguments": "{\"location\":\"Paris, France\"}",
    "status": "completed"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c6bedc8190a7abfec07b1a1332096610f474011cc0",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "arguments": "{\"location\":\"Oslo, Norway\"}",
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "output": {
      "temperature_c": 18,
      "sky": "clear"
    }
  },
  {
    "type": "function_call_output",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "output": "{\"temperature_c\":9,\"sky\":\"rain\"}"
  },
  {
    "id": "msg_67ca09c7f2a08190b5d8a2f3d7c1e0a2096610f474011cc0",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "content": [
      {
        "type": "output_text",
        "text": "Paris is 18 °C and clear; Oslo is 9 °C with rain.",
        "annotations": []
      }
    ]
  }
]);

// item/invalid/function-call-output-camel-call-id.json
expectError<Items>([
  {
    "role": "user",
    "content": "Add 2 and 40."
  },
  {
    "type": "function_call",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "name": "add",
    "arguments": "{\"a\":2,\"b\":40}"
  },
  {
    "type": "function_call_output",
    "output": "42",
    "status": "completed",
    "callId": "toolu_01A09q90qw90lq917835lq9"
  },
  {
    "role": "assistant",
    "content": "2 + 40 = 42."
  }
]);

// item/invalid/image-generation-missing-result.json
expectError<Items>([
  {
    "role": "user",
    "content": "Generate an image of a grey tabby cat hugging an otter with an orange scarf."
  },
  {
    "type": "image_generation_call",
    "id": "ig_6811c8f0d4d48191a2e0e2f4b1a0c3d7",
    "status": "completed",
    "result": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
  },
  {
    "type": "image_generation_call",
    "id": "ig_6811c8f0d4d48191a2e0e2f4b1a0c3d8",
    "status": "generating"
  }
]);

// item/invalid/input-image-missing-detail.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "What is in this image?"
      },
      {
        "type": "input_image",
        "image_url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      }
    ]
  }
]);

// item/invalid/input-image-url-as-object.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": [
      {
        "type": "input_text",
        "text": "Compare these two photos of the same street."
      },
      {
        "type": "input_image",
        "detail": "auto",
        "image_url": {
          "url": "https://upload.wikimedia.org/wikipedia/commons/3/3f/Rue_de_Rivoli.jpg"
        }
      },
      {
        "type": "input_image",
        "detail": "low",
        "file_id": "file-6F2ksmvXxt4VdoqmHRw6kL"
      }
    ]
  }
]);

// item/invalid/input-not-an-array.json
expectError<Items>({
  "role": "user",
  "content": "Write a one-sentence bedtime story about a unicorn."
});

// item/invalid/input-text-null-text.json
expectError<Items>([
  {
    "type": "message",
    "role": "system",
    "status": "completed",
    "content": [
      {
        "type": "input_text",
        "text": "You are a helpful math tutor."
      }
    ]
  },
  {
    "type": "message",
    "role": "developer",
    "content": [
      {
        "type": "input_text",
        "text": "Show every step."
      }
    ]
  },
  {
    "role": "user",
    "status": "in_progress",
    "content": [
      {
        "type": "input_text",
        "text": null
      }
    ]
  },
  {
    "role": "user",
    "content": "And check the answer, please."
  }
]);

// item/invalid/item-status-unknown-value.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "What's the weather in Paris and Oslo right now?"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c5efe0819096d0511c92b8c890096610f474011cc0",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "arguments": "{\"location\":\"Paris, France\"}",
    "status": "completed"
  },
  {
    "type": "function_call",
    "id": "fc_67ca09c6bedc8190a7abfec07b1a1332096610f474011cc0",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "arguments": "{\"location\":\"Oslo, Norway\"}",
    "status": "done"
  },
  {
    "type": "function_call_output",
    "call_id": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "output": "{\"temperature_c\":18,\"sky\":\"clear\"}"
  },
  {
    "type": "function_call_output",
    "call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "output": "{\"temperature_c\":9,\"sky\":\"rain\"}"
  },
  {
    "id": "msg_67ca09c7f2a08190b5d8a2f3d7c1e0a2096610f474011cc0",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "content": [
      {
        "type": "output_text",
        "text": "Paris is 18 °C and clear; Oslo is 9 °C with rain.",
        "annotations": []
      }
    ]
  }
]);

// item/invalid/local-shell-env-value-number.json
expectError<Items>([
  {
    "type": "local_shell_call",
    "id": "lsh_68a20a11",
    "call_id": "call_l0cal5hell",
    "status": "completed",
    "action": {
      "type": "exec",
      "command": [
        "node",
        "app.js"
      ],
      "env": {
        "PORT": 8080
      }
    }
  }
]);

// item/invalid/mcp-approval-response-approve-as-string.json
expectError<Items>([
  {
    "type": "mcp_approval_request",
    "id": "mcpr_68a21b0f",
    "server_label": "github",
    "name": "list_commits",
    "arguments": "{}"
  },
  {
    "type": "mcp_approval_response",
    "approval_request_id": "mcpr_68a21b0f",
    "approve": "yes"
  }
]);

// item/invalid/message-extra-name-property.json
expectError<Items>([
  {
    "role": "system",
    "content": "You are a terse assistant for a weather service."
  },
  {
    "type": "message",
    "role": "developer",
    "content": "Answer in metric units. Never guess a temperature."
  },
  {
    "type": "message",
    "role": "user",
    "content": "What's the weather in Paris and Oslo right now?",
    "name": "alice"
  }
]);

// item/invalid/reasoning-missing-id.json
expectError<Items>([
  {
    "type": "message",
    "role": "user",
    "content": "Is 1,000,003 prime? Use the calculator tool if needed."
  },
  {
    "type": "reasoning",
    "summary": [],
    "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg=="
  },
  {
    "type": "function_call",
    "id": "fc_6820f3855a488191a4e1f6e0f2c63a420ac5ba57aafcbac7",
    "call_id": "call_prime_check",
    "name": "is_prime",
    "arguments": "{\"n\":1000003}",
    "status": "completed"
  },
  {
    "type": "function_call_output",
    "call_id": "call_prime_check",
    "output": "true"
  }
]);

// item/invalid/reasoning-summary-wrong-tag.json
expectError<Items>([
  {
    "role": "user",
    "content": "How many r's are in 'strawberry'?"
  },
  {
    "type": "reasoning",
    "id": "rs_01JX3Q8Z7G5V2M4N6P8R0T2W4Y",
    "status": "completed",
    "encrypted_content": null,
    "summary": [
      {
        "type": "text",
        "text": "**Counting letters**\n\nSpelled out the word and counted each r."
      }
    ],
    "content": [
      {
        "type": "reasoning_text",
        "text": "s-t-r-a-w-b-e-r-r-y: r at positions 3, 8 and 9, so three."
      }
    ]
  },
  {
    "id": "msg_01JX3Q8Z7G5V2M4N6P8R0T2W4Z",
    "type": "message",
    "role": "assistant",
    "status": "completed",
    "phase": "final_answer",
    "content": [
      {
        "type": "output_text",
        "text": "There are three r's in \"strawberry\".",
        "annotations": []
      }
    ]
  }
]);

// item/invalid/role-tool-in-items.json
expectError<Items>([
  {
    "role": "user",
    "content": "Add 2 and 40."
  },
  {
    "type": "function_call",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "name": "add",
    "arguments": "{\"a\":2,\"b\":40}"
  },
  {
    "type": "function_call_output",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "output": "42",
    "status": "completed"
  },
  {
    "type": "message",
    "role": "tool",
    "content": "The tool answered 42."
  }
]);

// item/invalid/shell-output-missing-outcome.json
expectError<Items>([
  {
    "type": "shell_call",
    "call_id": "call_5hell1",
    "action": {
      "commands": [
        "ls"
      ]
    }
  },
  {
    "type": "shell_call_output",
    "call_id": "call_5hell1",
    "output": [
      {
        "stdout": "a\n",
        "stderr": ""
      }
    ]
  }
]);

// item/invalid/tool-definition-unknown-type.json
expectError<Items>([
  {
    "type": "additional_tools",
    "role": "developer",
    "tools": [
      {
        "type": "browser",
        "name": "open"
      }
    ]
  }
]);

// item/invalid/unknown-item-type.json
expectError<Items>([
  {
    "role": "user",
    "content": "Add 2 and 40."
  },
  {
    "type": "function_call",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "name": "add",
    "arguments": "{\"a\":2,\"b\":40}"
  },
  {
    "type": "function_call_result",
    "call_id": "toolu_01A09q90qw90lq917835lq9",
    "output": "42",
    "status": "completed"
  },
  {
    "role": "assistant",
    "content": "2 + 40 = 42."
  }
]);

// item/invalid/web-search-action-unknown-type.json
expectError<Items>([
  {
    "role": "user",
    "content": "What was a positive news story from today?"
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9609",
    "status": "completed",
    "action": {
      "type": "search",
      "query": "positive news today",
      "queries": [
        "positive news today",
        "good news stories"
      ],
      "sources": [
        {
          "type": "url",
          "url": "https://www.goodnewsnetwork.org/"
        }
      ]
    }
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9610",
    "status": "completed",
    "action": {
      "type": "click",
      "url": "https://www.goodnewsnetwork.org/"
    }
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9611",
    "status": "failed",
    "action": {
      "type": "find_in_page",
      "pattern": "rescued",
      "url": "https://www.goodnewsnetwork.org/"
    }
  },
  {
    "type": "web_search_call",
    "id": "ws_67c9fa0502748190b7dd390736892e100be649c1a5ff9612",
    "status": "searching",
    "action": {
      "type": "search"
    }
  }
]);

// chat-message/valid/agent-loop-multi-turn.json
expectAssignable<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "developer",
    "content": "Use the search tool before answering factual questions."
  },
  {
    "role": "user",
    "content": "Find the population of Reykjavik and convert it to thousands."
  },
  {
    "role": "assistant",
    "content": "Searching.",
    "toolCalls": [
      {
        "id": "call_search_1",
        "name": "search",
        "arguments": "{\"q\":\"Reykjavik population\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_search_1",
    "name": "search",
    "content": "Reykjavik: 139,875 (2024)"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_calc_1",
        "name": "calculate",
        "arguments": "{\"expr\":\"139875/1000\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_calc_1",
    "name": "calculate",
    "content": "139.875"
  },
  {
    "role": "assistant",
    "content": "About 140 thousand people (139,875 in 2024)."
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Thanks!"
      }
    ]
  }
]);

// chat-message/valid/assistant-text-parts.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Summarise the report, then list the risks."
  },
  {
    "role": "assistant",
    "content": "The report covers Q3 revenue.Risks: supplier delays, currency.",
    "parts": [
      {
        "type": "text",
        "text": "The report covers Q3 revenue."
      },
      {
        "type": "text",
        "text": "Risks: supplier delays, currency."
      }
    ]
  }
]);

// chat-message/valid/deepseek-reasoning-with-tool-call.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "How's the weather in Hangzhou tomorrow?"
  },
  {
    "role": "assistant",
    "content": "",
    "reasoning": "The user wants tomorrow's forecast for Hangzhou. I need the date first, then call get_weather.",
    "toolCalls": [
      {
        "id": "call_00_p4fGQZrT0d7lNh6Ys1Xw0mEi",
        "name": "get_date",
        "arguments": "{}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_00_p4fGQZrT0d7lNh6Ys1Xw0mEi",
    "name": "get_date",
    "content": "2025-12-01"
  },
  {
    "role": "assistant",
    "content": "Tomorrow (2025-12-02) in Hangzhou: 12 °C, light rain.",
    "reasoning": "Got the date; the forecast tool answered 12 °C and rain."
  }
]);

// chat-message/valid/developer-instructions.json
expectAssignable<ChatMessages>([
  {
    "role": "developer",
    "content": "Talk like a pirate."
  },
  {
    "role": "user",
    "content": "Are semicolons optional in JavaScript?"
  }
]);

// chat-message/valid/empty-history.json
expectAssignable<ChatMessages>([]);

// chat-message/valid/gemini-thought-signature.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Turn on the living room lights."
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_lights_1",
        "name": "set_light",
        "arguments": "{\"room\":\"living\",\"on\":true}",
        "thoughtSignature": "CiQBcsjafK0cXzWu0oVL5bnTAKdXm2n8Vd5G2VhAMnDt1lQw0qEKYgFyyNp8"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_lights_1",
    "name": "set_light",
    "content": "{\"ok\":true}"
  }
]);

// chat-message/valid/openai-reasoning-items.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Is 1,000,003 prime?"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_prime_check",
        "name": "is_prime",
        "arguments": "{\"n\":1000003}"
      }
    ],
    "reasoningItems": {
      "provider": "openai",
      "items": [
        {
          "type": "reasoning",
          "id": "rs_6820f383d7c08191846711c5df8233bc0ac5ba57aafcbac7",
          "summary": [],
          "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg=="
        }
      ]
    }
  },
  {
    "role": "tool",
    "toolCallId": "call_prime_check",
    "name": "is_prime",
    "content": "true"
  },
  {
    "role": "assistant",
    "content": "Yes, 1,000,003 is prime."
  }
]);

// chat-message/valid/openrouter-reasoning-details.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "What is 17 * 23?"
  },
  {
    "role": "assistant",
    "content": "17 × 23 = 391.",
    "reasoning": "17*20=340, 17*3=51, total 391.",
    "reasoningDetails": [
      {
        "type": "reasoning.text",
        "text": "17*20=340, 17*3=51, total 391.",
        "signature": null,
        "format": "anthropic-claude-v1",
        "index": 0
      },
      {
        "type": "reasoning.encrypted",
        "data": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg==",
        "format": "openai-responses-v1",
        "index": 1
      }
    ]
  },
  {
    "role": "user",
    "content": "And 391 / 17?"
  }
]);

// chat-message/valid/parallel-tool-calls.json
expectAssignable<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "What's the weather like in Paris and Oslo today?"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "get_weather",
        "arguments": "{\"location\":\"Paris, France\"}"
      },
      {
        "id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
        "name": "get_weather",
        "arguments": "{\"location\":\"Oslo, Norway\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "content": "{\"temperature_c\":18}"
  },
  {
    "role": "tool",
    "toolCallId": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "content": "{\"temperature_c\":9}"
  },
  {
    "role": "assistant",
    "content": "Paris: 18 °C. Oslo: 9 °C."
  }
]);

// chat-message/valid/provider-slots.json
expectAssignable<ChatMessages>([
  {
    "role": "system",
    "content": "Answer from the sources; cite them.",
    "providerFields": {
      "provider": "anthropic",
      "fields": {
        "cache_control": {
          "type": "ephemeral",
          "ttl": "1h"
        }
      }
    }
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "What does the report say about prices?",
        "providerFields": {
          "provider": "anthropic",
          "fields": {
            "cache_control": {
              "type": "ephemeral"
            }
          }
        }
      },
      {
        "type": "fileUrl",
        "url": "https://example.com/report.pdf",
        "filename": "report.pdf",
        "providerFields": {
          "provider": "anthropic",
          "fields": {
            "context": "the 2026 annual report",
            "citations": {
              "enabled": true
            }
          }
        }
      },
      {
        "type": "provider",
        "provider": "anthropic",
        "value": {
          "type": "search_result",
          "source": "https://example.com/prices",
          "title": "Prices",
          "content": [
            {
              "type": "text",
              "text": "Prices rose 3%."
            }
          ]
        }
      }
    ]
  },
  {
    "role": "assistant",
    "content": "Prices rose 3%.",
    "providerFields": {
      "provider": "anthropic",
      "fields": {
        "citations": [
          {
            "type": "web_search_result_location",
            "url": "https://example.com/prices",
            "title": "Prices",
            "encrypted_index": "aWR4",
            "cited_text": "Prices rose 3%."
          }
        ]
      }
    },
    "toolCalls": [
      {
        "id": "toolu_01",
        "name": "chart",
        "arguments": "{\"year\":2026}",
        "providerFields": {
          "provider": "anthropic",
          "fields": {
            "cache_control": {
              "type": "ephemeral"
            }
          }
        }
      }
    ],
    "reasoning": "Search first, then look at the chart.",
    "reasoningItems": {
      "provider": "anthropic",
      "items": [
        {
          "type": "thinking",
          "thinking": "Search first, then look at the chart.",
          "signature": "EqQBCkgIARABGAIiQL2x"
        }
      ]
    },
    "providerBlocks": {
      "provider": "anthropic",
      "items": [
        {
          "type": "server_tool_use",
          "id": "srvtoolu_01",
          "name": "web_search",
          "input": {
            "query": "2026 prices"
          }
        },
        {
          "type": "web_search_tool_result",
          "tool_use_id": "srvtoolu_01",
          "content": [
            {
              "type": "web_search_result",
              "url": "https://example.com/prices",
              "title": "Prices",
              "encrypted_content": "RW5jcnlwdGVk"
            }
          ]
        }
      ]
    }
  },
  {
    "role": "tool",
    "toolCallId": "toolu_01",
    "name": "chart",
    "content": "",
    "parts": [
      {
        "type": "text",
        "text": "The chart:"
      },
      {
        "type": "imageUrl",
        "url": "https://example.com/chart.png"
      },
      {
        "type": "text",
        "text": "Source data:"
      },
      {
        "type": "file",
        "mimeType": "application/pdf",
        "data": "JVBERi0xLjQK",
        "filename": "data.pdf"
      }
    ]
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_2",
        "name": "lookup",
        "arguments": "{}",
        "thoughtSignature": "c2ln",
        "extraContent": {
          "google": {
            "cached": true
          },
          "vendor": {
            "trace": "t-1"
          }
        }
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_2",
    "name": "lookup",
    "content": "",
    "parts": [
      {
        "type": "text",
        "text": "one"
      },
      {
        "type": "text",
        "text": "two"
      }
    ]
  }
]);

// chat-message/valid/reasoning-items-other-provider.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Plan my week."
  },
  {
    "role": "assistant",
    "content": "Here is a plan.",
    "reasoningItems": {
      "provider": "openrouter/anthropic",
      "items": []
    },
    "reasoningDetails": []
  }
]);

// chat-message/valid/refusal-audio-custom-tool.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "List the files, then read me the result."
  },
  {
    "role": "assistant",
    "content": "",
    "name": "shell-bot",
    "toolCalls": [
      {
        "id": "call_9PZcQ2xk",
        "type": "custom",
        "name": "shell",
        "arguments": "ls -la /srv"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_9PZcQ2xk",
    "name": "shell",
    "content": "total 0\ndrwxr-xr-x 2 root root 40 Dec  1 08:00 ."
  },
  {
    "role": "assistant",
    "content": "The folder is empty.",
    "audioId": "audio_6752d5f8a3bc8190b6b4b1c1"
  },
  {
    "role": "user",
    "content": "Now delete the system logs."
  },
  {
    "role": "assistant",
    "content": "",
    "refusal": "I can't delete system logs."
  }
]);

// chat-message/valid/simple-exchange.json
expectAssignable<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "Who won the world series in 2020?"
  },
  {
    "role": "assistant",
    "content": "The Los Angeles Dodgers won the World Series in 2020."
  },
  {
    "role": "user",
    "content": "Where was it played?"
  }
]);

// chat-message/valid/tool-result-empty-content.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Clear my cart."
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_clear_cart",
        "name": "clear_cart",
        "arguments": ""
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_clear_cart",
    "name": "clear_cart",
    "content": ""
  },
  {
    "role": "assistant",
    "content": "Your cart is empty now."
  }
]);

// chat-message/valid/tool-result-with-images.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Screenshot the homepage and check the logo."
  },
  {
    "role": "assistant",
    "content": "Taking a screenshot.",
    "toolCalls": [
      {
        "id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
        "name": "screenshot",
        "arguments": "{\"url\":\"https://example.com\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
    "name": "screenshot",
    "content": "Captured 2 images.",
    "images": [
      {
        "type": "image",
        "mimeType": "image/png",
        "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      },
      {
        "type": "image",
        "mimeType": "image/jpeg",
        "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
      }
    ]
  }
]);

// chat-message/valid/unicode-arguments.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": "Translate „Grüße aus Köln“ to Japanese 🇯🇵."
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_tr_1",
        "name": "translate",
        "arguments": "{\"text\":\"Grüße aus Köln\",\"to\":\"ja\",\"note\":\"\\u2603 ☃\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_tr_1",
    "name": "translate",
    "content": "ケルンからのご挨拶"
  }
]);

// chat-message/valid/user-audio-video-text-files.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Transcribe the clip, describe the video, and chart the CSV."
      },
      {
        "type": "file",
        "mimeType": "audio/wav",
        "data": "UklGRiQAAABXQVZFZm10IA=="
      },
      {
        "type": "file",
        "mimeType": "video/mp4",
        "data": "AAAAGGZ0eXBtcDQyAAAAAG1wNDJpc29t"
      },
      {
        "type": "file",
        "mimeType": "text/csv",
        "data": "Y2l0eSx0ZW1wX2MKUGFyaXMsMTgKT3Nsbyw5Cg=="
      },
      {
        "type": "file",
        "mimeType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "data": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
      }
    ]
  }
]);

// chat-message/valid/user-empty-parts.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": []
  }
]);

// chat-message/valid/user-images-every-mime-type.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Which of these four is the odd one out?"
      },
      {
        "type": "image",
        "mimeType": "image/jpeg",
        "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
      },
      {
        "type": "image",
        "mimeType": "image/png",
        "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      },
      {
        "type": "image",
        "mimeType": "image/webp",
        "data": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
      },
      {
        "type": "image",
        "mimeType": "image/gif",
        "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
      }
    ]
  }
]);

// chat-message/valid/user-media-by-reference.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "name": "ana",
    "content": [
      {
        "type": "text",
        "text": "Compare the chart with the report and the contract."
      },
      {
        "type": "imageUrl",
        "url": "https://example.com/chart.png",
        "detail": "high"
      },
      {
        "type": "imageFileId",
        "fileId": "file-6F2ksmvXxt4VdoqmHRw6kL"
      },
      {
        "type": "fileUrl",
        "url": "https://example.com/report.pdf",
        "filename": "report.pdf"
      },
      {
        "type": "fileId",
        "fileId": "file-BK7bzQj3FfZFXr7DbL6xJwfo",
        "filename": "contract.pdf"
      },
      {
        "type": "file",
        "mimeType": "text/plain",
        "data": "SGVsbG8sIHdvcmxkIQ==",
        "filename": "hello.txt"
      }
    ]
  }
]);

// chat-message/valid/user-pdf-file.json
expectAssignable<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": [
      {
        "type": "file",
        "mimeType": "application/pdf",
        "data": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
      },
      {
        "type": "text",
        "text": "What is the total on this invoice?"
      }
    ]
  }
]);

// chat-message/valid/user-text-and-image.json
expectAssignable<ChatMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "What's in this image?"
      },
      {
        "type": "image",
        "mimeType": "image/png",
        "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      }
    ]
  }
]);

// chat-message/invalid/assistant-content-null.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "What's the weather like in Paris and Oslo today?"
  },
  {
    "role": "assistant",
    "content": null,
    "toolCalls": [
      {
        "id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "get_weather",
        "arguments": "{\"location\":\"Paris, France\"}"
      },
      {
        "id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
        "name": "get_weather",
        "arguments": "{\"location\":\"Oslo, Norway\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "content": "{\"temperature_c\":18}"
  },
  {
    "role": "tool",
    "toolCallId": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "content": "{\"temperature_c\":9}"
  },
  {
    "role": "assistant",
    "content": "Paris: 18 °C. Oslo: 9 °C."
  }
]);

// chat-message/invalid/assistant-snake-case-tool-calls.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "What's the weather like in Paris and Oslo today?"
  },
  {
    "role": "assistant",
    "content": "",
    "tool_calls": [
      {
        "id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "get_weather",
        "arguments": "{\"location\":\"Paris, France\"}"
      },
      {
        "id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
        "name": "get_weather",
        "arguments": "{\"location\":\"Oslo, Norway\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "content": "{\"temperature_c\":18}"
  },
  {
    "role": "tool",
    "toolCallId": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "content": "{\"temperature_c\":9}"
  },
  {
    "role": "assistant",
    "content": "Paris: 18 °C. Oslo: 9 °C."
  }
]);

// chat-message/invalid/image-part-mime-type-bmp.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Which of these four is the odd one out?"
      },
      {
        "type": "image",
        "mimeType": "image/jpeg",
        "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
      },
      {
        "type": "image",
        "mimeType": "image/png",
        "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      },
      {
        "type": "image",
        "mimeType": "image/webp",
        "data": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
      },
      {
        "type": "image",
        "mimeType": "image/bmp",
        "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
      }
    ]
  }
]);

// chat-message/invalid/image-part-snake-case-mime-type.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "What's in this image?"
      },
      {
        "type": "image",
        "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "mime_type": "image/png"
      }
    ]
  }
]);

// chat-message/invalid/legacy-function-role.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "Who won the world series in 2020?"
  },
  {
    "role": "assistant",
    "content": "The Los Angeles Dodgers won the World Series in 2020."
  },
  {
    "role": "function",
    "name": "lookup",
    "content": "Arlington, Texas"
  },
  {
    "role": "user",
    "content": "Where was it played?"
  }
]);

// chat-message/invalid/message-missing-role.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "content": "Who won the world series in 2020?"
  },
  {
    "role": "assistant",
    "content": "The Los Angeles Dodgers won the World Series in 2020."
  },
  {
    "role": "user",
    "content": "Where was it played?"
  }
]);

// chat-message/invalid/openai-image-url-part.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "What's in this image?"
      },
      {
        "type": "image_url",
        "image_url": {
          "url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        }
      }
    ]
  }
]);

// chat-message/invalid/reasoning-details-as-string.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": "What is 17 * 23?"
  },
  {
    "role": "assistant",
    "content": "17 × 23 = 391.",
    "reasoning": "17*20=340, 17*3=51, total 391.",
    "reasoningDetails": "[{\"type\":\"reasoning.text\",\"text\":\"17*20=340, 17*3=51, total 391.\",\"signature\":null,\"format\":\"anthropic-claude-v1\",\"index\":0},{\"type\":\"reasoning.encrypted\",\"data\":\"gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg==\",\"format\":\"openai-responses-v1\",\"index\":1}]"
  },
  {
    "role": "user",
    "content": "And 391 / 17?"
  }
]);

// chat-message/invalid/reasoning-items-missing-provider.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": "Is 1,000,003 prime?"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_prime_check",
        "name": "is_prime",
        "arguments": "{\"n\":1000003}"
      }
    ],
    "reasoningItems": {
      "items": [
        {
          "type": "reasoning",
          "id": "rs_6820f383d7c08191846711c5df8233bc0ac5ba57aafcbac7",
          "summary": [],
          "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg=="
        }
      ]
    }
  },
  {
    "role": "tool",
    "toolCallId": "call_prime_check",
    "name": "is_prime",
    "content": "true"
  },
  {
    "role": "assistant",
    "content": "Yes, 1,000,003 is prime."
  }
]);

// chat-message/invalid/system-content-parts.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": [
      {
        "type": "text",
        "text": "You are a helpful assistant. Answer briefly."
      }
    ]
  },
  {
    "role": "user",
    "content": "Who won the world series in 2020?"
  },
  {
    "role": "assistant",
    "content": "The Los Angeles Dodgers won the World Series in 2020."
  },
  {
    "role": "user",
    "content": "Where was it played?"
  }
]);

// chat-message/invalid/tool-call-arguments-as-object.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "What's the weather like in Paris and Oslo today?"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "get_weather",
        "arguments": "{\"location\":\"Paris, France\"}"
      },
      {
        "id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
        "name": "get_weather",
        "arguments": {
          "location": "Oslo, Norway"
        }
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "content": "{\"temperature_c\":18}"
  },
  {
    "role": "tool",
    "toolCallId": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "content": "{\"temperature_c\":9}"
  },
  {
    "role": "assistant",
    "content": "Paris: 18 °C. Oslo: 9 °C."
  }
]);

// chat-message/invalid/tool-images-file-part.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": "Screenshot the homepage and check the logo."
  },
  {
    "role": "assistant",
    "content": "Taking a screenshot.",
    "toolCalls": [
      {
        "id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
        "name": "screenshot",
        "arguments": "{\"url\":\"https://example.com\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
    "name": "screenshot",
    "content": "Captured 2 images.",
    "images": [
      {
        "type": "image",
        "mimeType": "image/png",
        "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
      },
      {
        "type": "file",
        "mimeType": "application/pdf",
        "data": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
      }
    ]
  }
]);

// chat-message/invalid/tool-message-missing-name.json
expectError<ChatMessages>([
  {
    "role": "user",
    "content": "Turn on the living room lights."
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_lights_1",
        "name": "set_light",
        "arguments": "{\"room\":\"living\",\"on\":true}",
        "thoughtSignature": "CiQBcsjafK0cXzWu0oVL5bnTAKdXm2n8Vd5G2VhAMnDt1lQw0qEKYgFyyNp8"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_lights_1",
    "content": "{\"ok\":true}"
  }
]);

// chat-message/invalid/tool-message-missing-tool-call-id.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "What's the weather like in Paris and Oslo today?"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "get_weather",
        "arguments": "{\"location\":\"Paris, France\"}"
      },
      {
        "id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
        "name": "get_weather",
        "arguments": "{\"location\":\"Oslo, Norway\"}"
      }
    ]
  },
  {
    "role": "tool",
    "name": "get_weather",
    "content": "{\"temperature_c\":18}"
  },
  {
    "role": "tool",
    "toolCallId": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
    "name": "get_weather",
    "content": "{\"temperature_c\":9}"
  },
  {
    "role": "assistant",
    "content": "Paris: 18 °C. Oslo: 9 °C."
  }
]);

// chat-message/invalid/tool-message-snake-case-tool-call-id.json
expectError<ChatMessages>([
  {
    "role": "system",
    "content": "You are a helpful assistant. Answer briefly."
  },
  {
    "role": "user",
    "content": "What's the weather like in Paris and Oslo today?"
  },
  {
    "role": "assistant",
    "content": "",
    "toolCalls": [
      {
        "id": "call_unLAR8MvFNptuiZK6K6HCy5k",
        "name": "get_weather",
        "arguments": "{\"location\":\"Paris, France\"}"
      },
      {
        "id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex",
        "name": "get_weather",
        "arguments": "{\"location\":\"Oslo, Norway\"}"
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_unLAR8MvFNptuiZK6K6HCy5k",
    "name": "get_weather",
    "content": "{\"temperature_c\":18}"
  },
  {
    "role": "tool",
    "name": "get_weather",
    "content": "{\"temperature_c\":9}",
    "tool_call_id": "call_mNhIkTC9YPXF9J1bJ52Ha2ex"
  },
  {
    "role": "assistant",
    "content": "Paris: 18 °C. Oslo: 9 °C."
  }
]);

// chat-message/invalid/user-content-number.json
expectError<ChatMessages>([
  {
    "role": "developer",
    "content": "Talk like a pirate."
  },
  {
    "role": "user",
    "content": 42
  }
]);

// claude-message/valid/assistant-text-with-every-citation.json
expectAssignable<ClaudeMessages>([
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "The contract runs for two years, renewed yearly.",
        "citations": [
          {
            "type": "char_location",
            "cited_text": "two years",
            "document_index": 0,
            "document_title": "Contract",
            "start_char_index": 120,
            "end_char_index": 129
          },
          {
            "type": "page_location",
            "cited_text": "renewed yearly",
            "document_index": 1,
            "document_title": null,
            "start_page_number": 3,
            "end_page_number": 4
          },
          {
            "type": "content_block_location",
            "cited_text": "two years",
            "document_index": 2,
            "document_title": "Summary",
            "start_block_index": 0,
            "end_block_index": 1
          },
          {
            "type": "web_search_result_location",
            "cited_text": "renewal terms",
            "encrypted_index": "Eo8BCioIAhgBIiQ",
            "title": "Contract law",
            "url": "https://example.com/renewal"
          },
          {
            "type": "search_result_location",
            "cited_text": "yearly",
            "search_result_index": 0,
            "source": "https://example.com/kb/1",
            "title": null,
            "start_block_index": 0,
            "end_block_index": 0
          }
        ]
      }
    ]
  }
]);

// claude-message/valid/bash-code-execution-tool-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Count the lines of data.csv and plot them."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01BashWc",
        "name": "bash_code_execution",
        "input": {
          "command": "wc -l data.csv && python plot.py > chart.png"
        }
      },
      {
        "type": "bash_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01BashWc",
        "content": {
          "type": "bash_code_execution_result",
          "stdout": "1204 data.csv\n",
          "stderr": "",
          "return_code": 0,
          "content": [
            {
              "type": "bash_code_execution_output",
              "file_id": "file_011CPlotChartPng"
            }
          ]
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01BashZip",
        "name": "bash_code_execution",
        "input": {
          "command": "zip -r all.zip /tmp/outputs"
        }
      },
      {
        "type": "bash_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01BashZip",
        "content": {
          "type": "bash_code_execution_tool_result_error",
          "error_code": "output_file_too_large"
        }
      },
      {
        "type": "text",
        "text": "data.csv has 1,204 lines; the chart is attached. The archive was too large to return."
      }
    ]
  }
]);

// claude-message/valid/browser-state-in-tool-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Open the pricing page in a new tab and download the price list."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01BrowserClick",
        "name": "browser_click",
        "input": {
          "selector": "a#pricing",
          "new_tab": true
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01BrowserClick",
        "content": [
          {
            "type": "text",
            "text": "Clicked. Opened the pricing page; the price list download finished."
          },
          {
            "type": "browser_state",
            "tabs": [
              {
                "tab_id": "tab-1",
                "title": "Example — Home",
                "url": "https://example.com/"
              },
              {
                "tab_id": "tab-2",
                "title": "Pricing",
                "url": "https://example.com/pricing",
                "active": true
              },
              {
                "tab_id": "tab-3",
                "title": "",
                "url": ""
              }
            ],
            "state_changes": [
              {
                "type": "tab_opened",
                "tab_id": "tab-2"
              },
              {
                "type": "download_started",
                "download_id": "dl-2",
                "url": "https://cdn.example.com/brochure.pdf"
              },
              {
                "type": "download_completed",
                "download_id": "dl-1",
                "url": "https://cdn.example.com/prices-2025.pdf",
                "path": "/home/user/Downloads/prices-2025.pdf",
                "size_bytes": 48213
              },
              {
                "type": "download_failed",
                "download_id": "dl-3",
                "url": "https://cdn.example.com/terms.pdf",
                "error": "403 Forbidden"
              }
            ]
          }
        ]
      }
    ]
  }
]);

// claude-message/valid/code-execution-encrypted-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Compute the SHA-256 of the uploaded file."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01HashFile",
        "name": "code_execution",
        "input": {
          "code": "import hashlib; print(hashlib.sha256(open('/mnt/user/input.bin','rb').read()).hexdigest())"
        },
        "cache_control": {
          "type": "ephemeral"
        }
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01HashFile",
        "content": {
          "type": "encrypted_code_execution_result",
          "encrypted_stdout": "EqgfCioIARgBIiQzZjE5YjRkZS0wYWI2LTRhNzUtOTk2Ny0wNjVkN2Q0ZTg0ZjUSDA",
          "stderr": "",
          "return_code": 0,
          "content": [
            {
              "type": "code_execution_output",
              "file_id": "file_011CHashReport"
            }
          ]
        }
      },
      {
        "type": "text",
        "text": "The SHA-256 is 3f19b4de…; the full report is attached."
      }
    ]
  }
]);

// claude-message/valid/document-custom-content.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "document",
        "source": {
          "type": "content",
          "content": [
            {
              "type": "text",
              "text": "First chunk of the contract."
            },
            {
              "type": "image",
              "source": {
                "type": "base64",
                "media_type": "image/png",
                "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
              }
            },
            {
              "type": "text",
              "text": "Second chunk."
            }
          ]
        },
        "title": "Contract",
        "citations": {
          "enabled": true
        }
      },
      {
        "type": "document",
        "source": {
          "type": "content",
          "content": "A document given as one string."
        }
      },
      {
        "type": "text",
        "text": "Which chunk mentions termination?"
      }
    ]
  }
]);

// claude-message/valid/document-pdf-base64-with-citations.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "document",
        "source": {
          "type": "base64",
          "media_type": "application/pdf",
          "data": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
        },
        "title": "Q3 report",
        "context": "Internal, unaudited.",
        "citations": {
          "enabled": true
        }
      },
      {
        "type": "text",
        "text": "What was revenue growth? Cite the page."
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "Revenue grew 12% year over year.",
        "citations": [
          {
            "type": "page_location",
            "cited_text": "Revenue grew 12%",
            "document_index": 0,
            "document_title": "Q3 report",
            "start_page_number": 2,
            "end_page_number": 3
          }
        ]
      }
    ]
  }
]);

// claude-message/valid/document-plain-text-and-url.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "document",
        "source": {
          "type": "text",
          "media_type": "text/plain",
          "data": "The grass is green. The sky is blue."
        },
        "title": "My Document",
        "context": null,
        "citations": null
      },
      {
        "type": "document",
        "source": {
          "type": "url",
          "url": "https://assets.anthropic.com/m/1cd9d098ac3e6467/original/Claude-3-Model-Card-October-Addendum.pdf"
        },
        "title": null
      },
      {
        "type": "document",
        "source": {
          "type": "file",
          "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
        }
      },
      {
        "type": "text",
        "text": "What colour is the grass, and what does the model card say about vision?"
      }
    ]
  }
]);

// claude-message/valid/empty-conversation.json
expectAssignable<ClaudeMessages>([]);

// claude-message/valid/parallel-tool-use.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather and the local time in New York?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01WeatherNYC",
        "name": "get_weather",
        "input": {
          "location": "New York, NY"
        }
      },
      {
        "type": "tool_use",
        "id": "toolu_01TimeNYC",
        "name": "get_time",
        "input": {
          "timezone": "America/New_York"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01WeatherNYC",
        "content": [
          {
            "type": "text",
            "text": "68°F, partly cloudy"
          }
        ]
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01TimeNYC",
        "content": "2:30 PM EST"
      },
      {
        "type": "text",
        "text": "Also, is that a good time for a walk?"
      }
    ]
  }
]);

// claude-message/valid/prompt-caching.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "<book>Pride and Prejudice, full text…</book>",
        "cache_control": {
          "type": "ephemeral",
          "ttl": "1h"
        }
      },
      {
        "type": "text",
        "text": "Analyse the major themes.",
        "cache_control": {
          "type": "ephemeral"
        }
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "The major themes are…",
        "cache_control": null
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "url",
          "url": "https://example.com/cover.jpg"
        },
        "cache_control": {
          "type": "ephemeral",
          "ttl": "5m"
        }
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_unused_but_valid",
        "content": "n/a",
        "cache_control": {
          "type": "ephemeral"
        }
      }
    ]
  }
]);

// claude-message/valid/redacted-thinking.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Think carefully about this puzzle."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "redacted_thinking",
        "data": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg=="
      },
      {
        "type": "thinking",
        "thinking": "",
        "signature": "EqQBCkgIARABGAIiQH7Xl3gqc2lnbmF0dXJlLWJ5dGVzLWZvci10aGlua2luZy1ibG9jaw"
      },
      {
        "type": "text",
        "text": "The answer is 7."
      }
    ]
  },
  {
    "role": "user",
    "content": "Why 7?"
  }
]);

// claude-message/valid/search-result-blocks.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "search_result",
        "source": "https://docs.example.com/api",
        "title": "API reference",
        "content": [
          {
            "type": "text",
            "text": "Rate limit: 100 requests per minute."
          }
        ],
        "citations": {
          "enabled": true
        }
      },
      {
        "type": "text",
        "text": "What is the rate limit?"
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01KbSearch",
        "name": "search_kb",
        "input": {
          "q": "rate limit"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01KbSearch",
        "content": [
          {
            "type": "search_result",
            "source": "kb://limits",
            "title": "Limits",
            "content": [
              {
                "type": "text",
                "text": "Burst: 20."
              }
            ]
          },
          {
            "type": "tool_reference",
            "tool_name": "search_kb"
          }
        ]
      }
    ]
  }
]);

// claude-message/valid/server-tool-blocks.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's new in Claude today? Search the web."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "name": "web_search",
        "input": {
          "query": "claude news"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "content": [
          {
            "type": "web_search_result",
            "title": "Claude news",
            "url": "https://www.anthropic.com/news",
            "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg==",
            "page_age": "April 30, 2025"
          }
        ]
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeExec",
        "content": {
          "type": "code_execution_result",
          "stdout": "42\n",
          "stderr": "",
          "return_code": 0,
          "content": []
        }
      },
      {
        "type": "text",
        "text": "Here is what's new…",
        "citations": null
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "container_upload",
        "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
      },
      {
        "type": "text",
        "text": "Analyse this CSV too."
      }
    ]
  }
]);

// claude-message/valid/simple-exchange.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Hello, Claude"
  },
  {
    "role": "assistant",
    "content": "Hello! How can I help you today?"
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Can you describe LLMs to me?"
      }
    ]
  }
]);

// claude-message/valid/system-messages.json
expectAssignable<ClaudeMessages>([
  {
    "role": "system",
    "content": "You are a pirate."
  },
  {
    "role": "user",
    "content": "Hi"
  },
  {
    "role": "system",
    "content": [
      {
        "type": "text",
        "text": "From now on answer in French.",
        "cache_control": {
          "type": "ephemeral"
        }
      },
      {
        "type": "text",
        "text": "Keep it short."
      }
    ]
  },
  {
    "role": "user",
    "content": "How are you?"
  }
]);

// claude-message/valid/text-before-tool-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01Clock",
        "name": "get_time",
        "input": {}
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Here is the result:"
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01Clock",
        "content": "09:30"
      }
    ]
  }
]);

// claude-message/valid/text-editor-code-execution-tool-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Fix the typo in config.py and add a README."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditView",
        "name": "text_editor_code_execution",
        "input": {
          "command": "view",
          "path": "/tmp/config.py"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditView",
        "content": {
          "type": "text_editor_code_execution_view_result",
          "file_type": "text",
          "content": "TIMOUT = 30\nRETRIES = 3\n",
          "num_lines": 2,
          "start_line": 1,
          "total_lines": 2
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditReplace",
        "name": "text_editor_code_execution",
        "input": {
          "command": "str_replace",
          "path": "/tmp/config.py",
          "old_str": "TIMOUT",
          "new_str": "TIMEOUT"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditReplace",
        "content": {
          "type": "text_editor_code_execution_str_replace_result",
          "old_start": 1,
          "old_lines": 1,
          "new_start": 1,
          "new_lines": 1,
          "lines": [
            "-TIMOUT = 30",
            "+TIMEOUT = 30"
          ]
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditCreate",
        "name": "text_editor_code_execution",
        "input": {
          "command": "create",
          "path": "/tmp/README.md",
          "file_text": "# Config\n"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditCreate",
        "content": {
          "type": "text_editor_code_execution_create_result",
          "is_file_update": false
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditMissing",
        "name": "text_editor_code_execution",
        "input": {
          "command": "view",
          "path": "/tmp/settings.py"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditMissing",
        "content": {
          "type": "text_editor_code_execution_tool_result_error",
          "error_code": "file_not_found",
          "error_message": "File not found: /tmp/settings.py"
        }
      },
      {
        "type": "text",
        "text": "Fixed TIMOUT → TIMEOUT and created README.md. There is no settings.py."
      }
    ]
  }
]);

// claude-message/valid/thinking-interleaved-with-parallel-tools.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Compare the weather in Paris and Rome."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "thinking",
        "thinking": "Two cities: I will call get_weather for each.",
        "signature": "EqQBCkgIARABGAIiQJ3nZWF0aGVyLXBhcmlzLXNpZ25hdHVyZS1vbmU"
      },
      {
        "type": "text",
        "text": "Checking Paris first."
      },
      {
        "type": "tool_use",
        "id": "toolu_01Paris",
        "name": "get_weather",
        "input": {
          "location": "Paris"
        }
      },
      {
        "type": "thinking",
        "thinking": "Now Rome.",
        "signature": "EqQBCkgIARABGAIiQHJvbWUtc2lnbmF0dXJlLXR3bw"
      },
      {
        "type": "redacted_thinking",
        "data": "EmwKAhgBEgy3va3pzix/LafPsn4aDNh7Nw3XaGVyZQ"
      },
      {
        "type": "tool_use",
        "id": "toolu_02Rome",
        "name": "get_weather",
        "input": {
          "location": "Rome"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01Paris",
        "content": "18°C, cloudy"
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_02Rome",
        "content": "Service unavailable",
        "is_error": true
      }
    ]
  }
]);

// claude-message/valid/thinking-with-tool-use.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "thinking",
        "thinking": "The user wants Paris weather. I should call get_weather with location Paris.",
        "signature": "EqQBCkgIARABGAIiQH7Xl3gqc2lnbmF0dXJlLWJ5dGVzLWZvci10aGlua2luZy1ibG9jaw"
      },
      {
        "type": "text",
        "text": "Let me look that up."
      },
      {
        "type": "tool_use",
        "id": "toolu_01ParisWeather",
        "name": "get_weather",
        "input": {
          "location": "Paris, France"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01ParisWeather",
        "content": "Current temperature: 88°F"
      }
    ]
  }
]);

// claude-message/valid/tool-result-is-error.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Read /etc/app/config.yaml"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01ReadFile",
        "name": "read_file",
        "input": {
          "path": "/etc/app/config.yaml"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01ReadFile",
        "is_error": true,
        "content": "Error: ENOENT: no such file or directory"
      }
    ]
  }
]);

// claude-message/valid/tool-result-with-image-and-document.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Screenshot the page and fetch its PDF."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01Screenshot",
        "name": "browser",
        "input": {
          "action": "screenshot",
          "url": "https://example.com"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01Screenshot",
        "is_error": false,
        "content": [
          {
            "type": "text",
            "text": "Screenshot and PDF of https://example.com"
          },
          {
            "type": "image",
            "source": {
              "type": "base64",
              "media_type": "image/png",
              "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
            }
          },
          {
            "type": "document",
            "source": {
              "type": "base64",
              "media_type": "application/pdf",
              "data": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
            },
            "title": "example.pdf"
          }
        ]
      }
    ]
  }
]);

// claude-message/valid/tool-result-without-content.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Turn off the lights."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01Lights",
        "name": "lights_off",
        "input": {}
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01Lights"
      }
    ]
  }
]);

// claude-message/valid/tool-search-tool-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather in Oslo?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01ToolSearch",
        "name": "tool_search_tool_regex",
        "input": {
          "pattern": "weather"
        }
      },
      {
        "type": "tool_search_tool_result",
        "tool_use_id": "srvtoolu_01ToolSearch",
        "content": {
          "type": "tool_search_tool_search_result",
          "tool_references": [
            {
              "type": "tool_reference",
              "tool_name": "get_weather"
            }
          ]
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01ToolSearchBm25",
        "name": "tool_search_tool_bm25",
        "input": {
          "query": "forecast for a city"
        }
      },
      {
        "type": "tool_search_tool_result",
        "tool_use_id": "srvtoolu_01ToolSearchBm25",
        "content": {
          "type": "tool_search_tool_result_error",
          "error_code": "unavailable",
          "error_message": null
        }
      },
      {
        "type": "tool_use",
        "id": "toolu_01GetWeather",
        "name": "get_weather",
        "input": {
          "city": "Oslo"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01GetWeather",
        "content": "4 °C, light snow"
      }
    ]
  }
]);

// claude-message/valid/tool-use-and-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather like in San Francisco?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "I'll check the current weather in San Francisco for you."
      },
      {
        "type": "tool_use",
        "id": "toolu_01A09q90qw90lq917835lq9",
        "name": "get_weather",
        "input": {
          "location": "San Francisco, CA",
          "unit": "celsius"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01A09q90qw90lq917835lq9",
        "content": "15 degrees"
      }
    ]
  },
  {
    "role": "assistant",
    "content": "It's 15 °C in San Francisco."
  }
]);

// claude-message/valid/tool-use-input-any-json.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "List the files in the repository root."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01ListFiles",
        "name": "list_files",
        "input": {}
      },
      {
        "type": "tool_use",
        "id": "toolu_01Nested-Args_2",
        "name": "query",
        "input": {
          "filters": [
            {
              "field": "size",
              "op": ">",
              "value": 1024
            }
          ],
          "limit": null,
          "recursive": true
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01ListFiles",
        "content": "README.md\npackage.json\nsrc/"
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01Nested-Args_2",
        "content": []
      }
    ]
  }
]);

// claude-message/valid/user-image-base64-every-media-type.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/jpeg",
          "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/png",
          "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/gif",
          "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/webp",
          "data": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
        }
      },
      {
        "type": "text",
        "text": "Describe these images."
      }
    ]
  }
]);

// claude-message/valid/user-image-url-and-file.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "url",
          "url": "https://upload.wikimedia.org/wikipedia/commons/a/a7/Camponotus_flavomarginatus_ant.jpg"
        }
      },
      {
        "type": "image",
        "source": {
          "type": "file",
          "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
        }
      },
      {
        "type": "text",
        "text": "Are these the same species?"
      }
    ]
  }
]);

// claude-message/valid/web-fetch-tool-result.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Summarise https://example.com/changelog and check https://intranet.example.com/roadmap too."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01FetchChangelog",
        "name": "web_fetch",
        "input": {
          "url": "https://example.com/changelog"
        },
        "caller": {
          "type": "direct"
        }
      },
      {
        "type": "web_fetch_tool_result",
        "tool_use_id": "srvtoolu_01FetchChangelog",
        "content": {
          "type": "web_fetch_result",
          "url": "https://example.com/changelog",
          "retrieved_at": "2025-09-12T08:14:03.221Z",
          "content": {
            "type": "document",
            "source": {
              "type": "text",
              "media_type": "text/plain",
              "data": "v2.4.0: streaming uploads. v2.3.1: fixed retry backoff."
            },
            "title": "Changelog",
            "citations": {
              "enabled": true
            }
          }
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01FetchRoadmap",
        "name": "web_fetch",
        "input": {
          "url": "https://intranet.example.com/roadmap"
        }
      },
      {
        "type": "web_fetch_tool_result",
        "tool_use_id": "srvtoolu_01FetchRoadmap",
        "content": {
          "type": "web_fetch_tool_result_error",
          "error_code": "url_not_accessible"
        }
      },
      {
        "type": "text",
        "text": "The latest release, v2.4.0, adds streaming uploads. The roadmap page could not be reached."
      }
    ]
  }
]);

// claude-message/valid/web-search-tool-result-error-and-caller.json
expectAssignable<ClaudeMessages>([
  {
    "role": "user",
    "content": "Look up today's EUR/USD rate and convert 250 EUR."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01CodeRun",
        "name": "code_execution",
        "input": {
          "code": "rate = web_search('EUR USD exchange rate')"
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01SearchFromCode",
        "name": "web_search",
        "input": {
          "query": "EUR USD exchange rate"
        },
        "caller": {
          "type": "code_execution_20250825",
          "tool_id": "srvtoolu_01CodeRun"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01SearchFromCode",
        "caller": {
          "type": "code_execution_20250825",
          "tool_id": "srvtoolu_01CodeRun"
        },
        "content": {
          "type": "web_search_tool_result_error",
          "error_code": "max_uses_exceeded"
        }
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeRun",
        "content": {
          "type": "code_execution_tool_result_error",
          "error_code": "execution_time_exceeded"
        }
      },
      {
        "type": "text",
        "text": "I could not get a live rate: the search limit for this request was reached."
      }
    ]
  }
]);

// claude-message/invalid/browser-state-change-tab-closed.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Open the pricing page in a new tab and download the price list."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01BrowserClick",
        "name": "browser_click",
        "input": {
          "selector": "a#pricing",
          "new_tab": true
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01BrowserClick",
        "content": [
          {
            "type": "text",
            "text": "Clicked. Opened the pricing page; the price list download finished."
          },
          {
            "type": "browser_state",
            "tabs": [
              {
                "tab_id": "tab-1",
                "title": "Example — Home",
                "url": "https://example.com/"
              },
              {
                "tab_id": "tab-2",
                "title": "Pricing",
                "url": "https://example.com/pricing",
                "active": true
              },
              {
                "tab_id": "tab-3",
                "title": "",
                "url": ""
              }
            ],
            "state_changes": [
              {
                "type": "tab_closed",
                "tab_id": "tab-2"
              },
              {
                "type": "download_started",
                "download_id": "dl-2",
                "url": "https://cdn.example.com/brochure.pdf"
              },
              {
                "type": "download_completed",
                "download_id": "dl-1",
                "url": "https://cdn.example.com/prices-2025.pdf",
                "path": "/home/user/Downloads/prices-2025.pdf",
                "size_bytes": 48213
              },
              {
                "type": "download_failed",
                "download_id": "dl-3",
                "url": "https://cdn.example.com/terms.pdf",
                "error": "403 Forbidden"
              }
            ]
          }
        ]
      }
    ]
  }
]);

// claude-message/invalid/cache-control-ttl-ten-minutes.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "<book>Pride and Prejudice, full text…</book>",
        "cache_control": {
          "type": "ephemeral",
          "ttl": "10m"
        }
      },
      {
        "type": "text",
        "text": "Analyse the major themes.",
        "cache_control": {
          "type": "ephemeral"
        }
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "The major themes are…",
        "cache_control": null
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "url",
          "url": "https://example.com/cover.jpg"
        },
        "cache_control": {
          "type": "ephemeral",
          "ttl": "5m"
        }
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_unused_but_valid",
        "content": "n/a",
        "cache_control": {
          "type": "ephemeral"
        }
      }
    ]
  }
]);

// claude-message/invalid/code-execution-result-with-bash-tag.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's new in Claude today? Search the web."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "name": "web_search",
        "input": {
          "query": "claude news"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "content": [
          {
            "type": "web_search_result",
            "title": "Claude news",
            "url": "https://www.anthropic.com/news",
            "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg==",
            "page_age": "April 30, 2025"
          }
        ]
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeExec",
        "content": {
          "type": "bash_code_execution_result",
          "stdout": "42\n",
          "stderr": "",
          "return_code": 0,
          "content": []
        }
      },
      {
        "type": "text",
        "text": "Here is what's new…",
        "citations": null
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "container_upload",
        "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
      },
      {
        "type": "text",
        "text": "Analyse this CSV too."
      }
    ]
  }
]);

// claude-message/invalid/container-upload-missing-file-id.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's new in Claude today? Search the web."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "name": "web_search",
        "input": {
          "query": "claude news"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "content": [
          {
            "type": "web_search_result",
            "title": "Claude news",
            "url": "https://www.anthropic.com/news",
            "encrypted_content": "gAAAAABoZ3f1b3BhcXVlLXJlYXNvbmluZy1zdGF0ZTp2MTp4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg==",
            "page_age": "April 30, 2025"
          }
        ]
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeExec",
        "content": {
          "type": "code_execution_result",
          "stdout": "42\n",
          "stderr": "",
          "return_code": 0,
          "content": []
        }
      },
      {
        "type": "text",
        "text": "Here is what's new…",
        "citations": null
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "container_upload"
      },
      {
        "type": "text",
        "text": "Analyse this CSV too."
      }
    ]
  }
]);

// claude-message/invalid/document-base64-word-file.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "document",
        "source": {
          "type": "base64",
          "media_type": "application/msword",
          "data": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCnRyYWlsZXIKPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"
        },
        "title": "Q3 report",
        "context": "Internal, unaudited.",
        "citations": {
          "enabled": true
        }
      },
      {
        "type": "text",
        "text": "What was revenue growth? Cite the page."
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "Revenue grew 12% year over year.",
        "citations": [
          {
            "type": "page_location",
            "cited_text": "Revenue grew 12%",
            "document_index": 0,
            "document_title": "Q3 report",
            "start_page_number": 2,
            "end_page_number": 3
          }
        ]
      }
    ]
  }
]);

// claude-message/invalid/image-base64-missing-media-type.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/jpeg",
          "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/gif",
          "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/webp",
          "data": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
        }
      },
      {
        "type": "text",
        "text": "Describe these images."
      }
    ]
  }
]);

// claude-message/invalid/image-media-type-svg.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/jpeg",
          "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/png",
          "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/gif",
          "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/svg+xml",
          "data": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
        }
      },
      {
        "type": "text",
        "text": "Describe these images."
      }
    ]
  }
]);

// claude-message/invalid/image-source-camel-case-media-type.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "base64",
          "data": "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
          "mediaType": "image/jpeg"
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/png",
          "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/gif",
          "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
        }
      },
      {
        "type": "image",
        "source": {
          "type": "base64",
          "media_type": "image/webp",
          "data": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA"
        }
      },
      {
        "type": "text",
        "text": "Describe these images."
      }
    ]
  }
]);

// claude-message/invalid/message-content-null.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Hello, Claude"
  },
  {
    "role": "assistant",
    "content": null
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Can you describe LLMs to me?"
      }
    ]
  }
]);

// claude-message/invalid/message-extra-name-property.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Hello, Claude",
    "name": "alice"
  },
  {
    "role": "assistant",
    "content": "Hello! How can I help you today?"
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Can you describe LLMs to me?"
      }
    ]
  }
]);

// claude-message/invalid/openai-image-url-block.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image_url",
        "image_url": {
          "url": "https://upload.wikimedia.org/wikipedia/commons/a/a7/Camponotus_flavomarginatus_ant.jpg"
        }
      },
      {
        "type": "image",
        "source": {
          "type": "file",
          "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
        }
      },
      {
        "type": "text",
        "text": "Are these the same species?"
      }
    ]
  }
]);

// claude-message/invalid/redacted-thinking-missing-data.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Think carefully about this puzzle."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "redacted_thinking"
      },
      {
        "type": "thinking",
        "thinking": "",
        "signature": "EqQBCkgIARABGAIiQH7Xl3gqc2lnbmF0dXJlLWJ5dGVzLWZvci10aGlua2luZy1ibG9jaw"
      },
      {
        "type": "text",
        "text": "The answer is 7."
      }
    ]
  },
  {
    "role": "user",
    "content": "Why 7?"
  }
]);

// claude-message/invalid/role-tool.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather like in San Francisco?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "I'll check the current weather in San Francisco for you."
      },
      {
        "type": "tool_use",
        "id": "toolu_01A09q90qw90lq917835lq9",
        "name": "get_weather",
        "input": {
          "location": "San Francisco, CA",
          "unit": "celsius"
        }
      }
    ]
  },
  {
    "role": "tool",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01A09q90qw90lq917835lq9",
        "content": "15 degrees"
      }
    ]
  },
  {
    "role": "assistant",
    "content": "It's 15 °C in San Francisco."
  }
]);

// claude-message/invalid/search-result-missing-source.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "search_result",
        "title": "API reference",
        "content": [
          {
            "type": "text",
            "text": "Rate limit: 100 requests per minute."
          }
        ],
        "citations": {
          "enabled": true
        }
      },
      {
        "type": "text",
        "text": "What is the rate limit?"
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01KbSearch",
        "name": "search_kb",
        "input": {
          "q": "rate limit"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01KbSearch",
        "content": [
          {
            "type": "search_result",
            "source": "kb://limits",
            "title": "Limits",
            "content": [
              {
                "type": "text",
                "text": "Burst: 20."
              }
            ]
          },
          {
            "type": "tool_reference",
            "tool_name": "search_kb"
          }
        ]
      }
    ]
  }
]);

// claude-message/invalid/server-tool-caller-missing-tool-id.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Look up today's EUR/USD rate and convert 250 EUR."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01CodeRun",
        "name": "code_execution",
        "input": {
          "code": "rate = web_search('EUR USD exchange rate')"
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01SearchFromCode",
        "name": "web_search",
        "input": {
          "query": "EUR USD exchange rate"
        },
        "caller": {
          "type": "code_execution_20250825"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01SearchFromCode",
        "caller": {
          "type": "code_execution_20250825",
          "tool_id": "srvtoolu_01CodeRun"
        },
        "content": {
          "type": "web_search_tool_result_error",
          "error_code": "max_uses_exceeded"
        }
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeRun",
        "content": {
          "type": "code_execution_tool_result_error",
          "error_code": "execution_time_exceeded"
        }
      },
      {
        "type": "text",
        "text": "I could not get a live rate: the search limit for this request was reached."
      }
    ]
  }
]);

// claude-message/invalid/server-tool-use-client-tool-name.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather in Oslo?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01ToolSearch",
        "name": "get_weather",
        "input": {
          "pattern": "weather"
        }
      },
      {
        "type": "tool_search_tool_result",
        "tool_use_id": "srvtoolu_01ToolSearch",
        "content": {
          "type": "tool_search_tool_search_result",
          "tool_references": [
            {
              "type": "tool_reference",
              "tool_name": "get_weather"
            }
          ]
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01ToolSearchBm25",
        "name": "tool_search_tool_bm25",
        "input": {
          "query": "forecast for a city"
        }
      },
      {
        "type": "tool_search_tool_result",
        "tool_use_id": "srvtoolu_01ToolSearchBm25",
        "content": {
          "type": "tool_search_tool_result_error",
          "error_code": "unavailable",
          "error_message": null
        }
      },
      {
        "type": "tool_use",
        "id": "toolu_01GetWeather",
        "name": "get_weather",
        "input": {
          "city": "Oslo"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01GetWeather",
        "content": "4 °C, light snow"
      }
    ]
  }
]);

// claude-message/invalid/system-message-image-block.json
expectError<ClaudeMessages>([
  {
    "role": "system",
    "content": "You are a pirate."
  },
  {
    "role": "user",
    "content": "Hi"
  },
  {
    "role": "system",
    "content": [
      {
        "type": "text",
        "text": "From now on answer in French.",
        "cache_control": {
          "type": "ephemeral"
        }
      },
      {
        "type": "image",
        "source": {
          "type": "url",
          "url": "https://example.com/logo.png"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": "How are you?"
  }
]);

// claude-message/invalid/text-block-text-null.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Hello, Claude"
  },
  {
    "role": "assistant",
    "content": "Hello! How can I help you today?"
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": null
      }
    ]
  }
]);

// claude-message/invalid/text-editor-view-file-type-video.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Fix the typo in config.py and add a README."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditView",
        "name": "text_editor_code_execution",
        "input": {
          "command": "view",
          "path": "/tmp/config.py"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditView",
        "content": {
          "type": "text_editor_code_execution_view_result",
          "file_type": "video",
          "content": "TIMOUT = 30\nRETRIES = 3\n",
          "num_lines": 2,
          "start_line": 1,
          "total_lines": 2
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditReplace",
        "name": "text_editor_code_execution",
        "input": {
          "command": "str_replace",
          "path": "/tmp/config.py",
          "old_str": "TIMOUT",
          "new_str": "TIMEOUT"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditReplace",
        "content": {
          "type": "text_editor_code_execution_str_replace_result",
          "old_start": 1,
          "old_lines": 1,
          "new_start": 1,
          "new_lines": 1,
          "lines": [
            "-TIMOUT = 30",
            "+TIMEOUT = 30"
          ]
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditCreate",
        "name": "text_editor_code_execution",
        "input": {
          "command": "create",
          "path": "/tmp/README.md",
          "file_text": "# Config\n"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditCreate",
        "content": {
          "type": "text_editor_code_execution_create_result",
          "is_file_update": false
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01EditMissing",
        "name": "text_editor_code_execution",
        "input": {
          "command": "view",
          "path": "/tmp/settings.py"
        }
      },
      {
        "type": "text_editor_code_execution_tool_result",
        "tool_use_id": "srvtoolu_01EditMissing",
        "content": {
          "type": "text_editor_code_execution_tool_result_error",
          "error_code": "file_not_found",
          "error_message": "File not found: /tmp/settings.py"
        }
      },
      {
        "type": "text",
        "text": "Fixed TIMOUT → TIMEOUT and created README.md. There is no settings.py."
      }
    ]
  }
]);

// claude-message/invalid/thinking-missing-signature.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "thinking",
        "thinking": "The user wants Paris weather. I should call get_weather with location Paris."
      },
      {
        "type": "text",
        "text": "Let me look that up."
      },
      {
        "type": "tool_use",
        "id": "toolu_01ParisWeather",
        "name": "get_weather",
        "input": {
          "location": "Paris, France"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01ParisWeather",
        "content": "Current temperature: 88°F"
      }
    ]
  }
]);

// claude-message/invalid/tool-reference-missing-tool-name.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "search_result",
        "source": "https://docs.example.com/api",
        "title": "API reference",
        "content": [
          {
            "type": "text",
            "text": "Rate limit: 100 requests per minute."
          }
        ],
        "citations": {
          "enabled": true
        }
      },
      {
        "type": "text",
        "text": "What is the rate limit?"
      }
    ]
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01KbSearch",
        "name": "search_kb",
        "input": {
          "q": "rate limit"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01KbSearch",
        "content": [
          {
            "type": "search_result",
            "source": "kb://limits",
            "title": "Limits",
            "content": [
              {
                "type": "text",
                "text": "Burst: 20."
              }
            ]
          },
          {
            "type": "tool_reference"
          }
        ]
      }
    ]
  }
]);

// claude-message/invalid/tool-result-contains-tool-use.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather and the local time in New York?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01WeatherNYC",
        "name": "get_weather",
        "input": {
          "location": "New York, NY"
        }
      },
      {
        "type": "tool_use",
        "id": "toolu_01TimeNYC",
        "name": "get_time",
        "input": {
          "timezone": "America/New_York"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01WeatherNYC",
        "content": [
          {
            "type": "text",
            "text": "68°F, partly cloudy"
          },
          {
            "type": "tool_use",
            "id": "toolu_01Nested",
            "name": "get_weather",
            "input": {}
          }
        ]
      },
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01TimeNYC",
        "content": "2:30 PM EST"
      },
      {
        "type": "text",
        "text": "Also, is that a good time for a walk?"
      }
    ]
  }
]);

// claude-message/invalid/tool-result-is-error-as-string.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Read /etc/app/config.yaml"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "tool_use",
        "id": "toolu_01ReadFile",
        "name": "read_file",
        "input": {
          "path": "/etc/app/config.yaml"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01ReadFile",
        "is_error": "true",
        "content": "Error: ENOENT: no such file or directory"
      }
    ]
  }
]);

// claude-message/invalid/tool-result-missing-tool-use-id.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather like in San Francisco?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "I'll check the current weather in San Francisco for you."
      },
      {
        "type": "tool_use",
        "id": "toolu_01A09q90qw90lq917835lq9",
        "name": "get_weather",
        "input": {
          "location": "San Francisco, CA",
          "unit": "celsius"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "content": "15 degrees"
      }
    ]
  },
  {
    "role": "assistant",
    "content": "It's 15 °C in San Francisco."
  }
]);

// claude-message/invalid/unknown-block-type-tool-call.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's the weather like in San Francisco?"
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "I'll check the current weather in San Francisco for you."
      },
      {
        "type": "tool_call",
        "id": "toolu_01A09q90qw90lq917835lq9",
        "name": "get_weather",
        "input": {
          "location": "San Francisco, CA",
          "unit": "celsius"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "tool_result",
        "tool_use_id": "toolu_01A09q90qw90lq917835lq9",
        "content": "15 degrees"
      }
    ]
  },
  {
    "role": "assistant",
    "content": "It's 15 °C in San Francisco."
  }
]);

// claude-message/invalid/url-source-extra-media-type.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image",
        "source": {
          "type": "url",
          "url": "https://upload.wikimedia.org/wikipedia/commons/a/a7/Camponotus_flavomarginatus_ant.jpg",
          "media_type": "image/jpeg"
        }
      },
      {
        "type": "image",
        "source": {
          "type": "file",
          "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
        }
      },
      {
        "type": "text",
        "text": "Are these the same species?"
      }
    ]
  }
]);

// claude-message/invalid/web-fetch-error-with-web-search-tag.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Summarise https://example.com/changelog and check https://intranet.example.com/roadmap too."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01FetchChangelog",
        "name": "web_fetch",
        "input": {
          "url": "https://example.com/changelog"
        },
        "caller": {
          "type": "direct"
        }
      },
      {
        "type": "web_fetch_tool_result",
        "tool_use_id": "srvtoolu_01FetchChangelog",
        "content": {
          "type": "web_fetch_result",
          "url": "https://example.com/changelog",
          "retrieved_at": "2025-09-12T08:14:03.221Z",
          "content": {
            "type": "document",
            "source": {
              "type": "text",
              "media_type": "text/plain",
              "data": "v2.4.0: streaming uploads. v2.3.1: fixed retry backoff."
            },
            "title": "Changelog",
            "citations": {
              "enabled": true
            }
          }
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01FetchRoadmap",
        "name": "web_fetch",
        "input": {
          "url": "https://intranet.example.com/roadmap"
        }
      },
      {
        "type": "web_fetch_tool_result",
        "tool_use_id": "srvtoolu_01FetchRoadmap",
        "content": {
          "type": "web_search_tool_result_error",
          "error_code": "url_not_accessible"
        }
      },
      {
        "type": "text",
        "text": "The latest release, v2.4.0, adds streaming uploads. The roadmap page could not be reached."
      }
    ]
  }
]);

// claude-message/invalid/web-search-error-unknown-code.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "Look up today's EUR/USD rate and convert 250 EUR."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01CodeRun",
        "name": "code_execution",
        "input": {
          "code": "rate = web_search('EUR USD exchange rate')"
        }
      },
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01SearchFromCode",
        "name": "web_search",
        "input": {
          "query": "EUR USD exchange rate"
        },
        "caller": {
          "type": "code_execution_20250825",
          "tool_id": "srvtoolu_01CodeRun"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01SearchFromCode",
        "caller": {
          "type": "code_execution_20250825",
          "tool_id": "srvtoolu_01CodeRun"
        },
        "content": {
          "type": "web_search_tool_result_error",
          "error_code": "rate_limited"
        }
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeRun",
        "content": {
          "type": "code_execution_tool_result_error",
          "error_code": "execution_time_exceeded"
        }
      },
      {
        "type": "text",
        "text": "I could not get a live rate: the search limit for this request was reached."
      }
    ]
  }
]);

// claude-message/invalid/web-search-result-missing-encrypted-content.json
expectError<ClaudeMessages>([
  {
    "role": "user",
    "content": "What's new in Claude today? Search the web."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "server_tool_use",
        "id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "name": "web_search",
        "input": {
          "query": "claude news"
        }
      },
      {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01WYG3ziw53XMcoyKL4XcZmE",
        "content": [
          {
            "type": "web_search_result",
            "title": "Claude news",
            "url": "https://www.anthropic.com/news",
            "page_age": "April 30, 2025"
          }
        ]
      },
      {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_01CodeExec",
        "content": {
          "type": "code_execution_result",
          "stdout": "42\n",
          "stderr": "",
          "return_code": 0,
          "content": []
        }
      },
      {
        "type": "text",
        "text": "Here is what's new…",
        "citations": null
      }
    ]
  },
  {
    "role": "user",
    "content": [
      {
        "type": "container_upload",
        "file_id": "file_011CNha8iCJcU1wXNR6q4V8w"
      },
      {
        "type": "text",
        "text": "Analyse this CSV too."
      }
    ]
  }
]);

// chat-completions/valid/assistant-refusal-part.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Write a phishing email for my bank's customers."
  },
  {
    "role": "assistant",
    "content": [
      {
        "type": "text",
        "text": "I can help with security awareness instead."
      },
      {
        "type": "refusal",
        "refusal": "I can't help write phishing emails."
      }
    ],
    "refusal": "I can't help write phishing emails."
  },
  {
    "role": "user",
    "content": "OK, then a training email that teaches them to spot phishing."
  }
]);

// chat-completions/valid/custom-tool-call.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "developer",
    "content": "Use the code_exec tool for arithmetic."
  },
  {
    "role": "user",
    "content": "What is 2**61 - 1?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_c0de",
        "type": "custom",
        "custom": {
          "name": "code_exec",
          "input": "print(2**61 - 1)"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_c0de",
    "content": "2305843009213693951"
  },
  {
    "role": "assistant",
    "content": "2^61 − 1 = 2305843009213693951 (a Mersenne prime)."
  }
]);

// chat-completions/valid/deepseek-reasoning-content.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "How many r's are in strawberry? Check with the tool."
  },
  {
    "role": "assistant",
    "content": null,
    "reasoning_content": "The user wants a count. I'll call count_letters to be sure.",
    "tool_calls": [
      {
        "id": "call_00_k9d2",
        "type": "function",
        "function": {
          "name": "count_letters",
          "arguments": "{\"word\":\"strawberry\",\"letter\":\"r\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_00_k9d2",
    "content": "3"
  },
  {
    "role": "assistant",
    "content": "There are 3 r's in strawberry.",
    "reasoning_content": "The tool says 3, which matches s-t-r-a-w-b-e-r-r-y."
  },
  {
    "role": "user",
    "content": "And in raspberry?"
  },
  {
    "role": "assistant",
    "content": "Raspberry has 3 r's too.",
    "reasoning_content": null
  }
]);

// chat-completions/valid/deprecated-function-call.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's 12 times 7?"
  },
  {
    "role": "assistant",
    "content": null,
    "function_call": {
      "name": "multiply",
      "arguments": "{\"a\":12,\"b\":7}"
    }
  },
  {
    "role": "function",
    "name": "multiply",
    "content": "84"
  },
  {
    "role": "assistant",
    "content": "12 × 7 = 84.",
    "function_call": null
  },
  {
    "role": "function",
    "name": "log_result",
    "content": null
  }
]);

// chat-completions/valid/developer-text-parts.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "developer",
    "content": [
      {
        "type": "text",
        "text": "You are a terse code reviewer."
      },
      {
        "type": "text",
        "text": "Long style guide follows…",
        "prompt_cache_breakpoint": {
          "mode": "explicit"
        }
      }
    ],
    "name": "review-bot-config"
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Review: `let x = 1`"
      }
    ]
  }
]);

// chat-completions/valid/empty-history.json
expectAssignable<ChatCompletionMessages>([]);

// chat-completions/valid/gemini-thought-signature.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Book a table for two in Rome tonight and check the weather there."
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "function-call-14012512353487",
        "type": "function",
        "function": {
          "name": "book_table",
          "arguments": "{\"city\":\"Rome\",\"people\":2}"
        },
        "extra_content": {
          "google": {
            "thought_signature": "CtEBAdHtim9kQ2xhc3NpYy1zaWduYXR1cmU="
          }
        }
      },
      {
        "id": "function-call-14012512353488",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Rome\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "function-call-14012512353487",
    "content": "Booked at 20:00."
  },
  {
    "role": "tool",
    "tool_call_id": "function-call-14012512353488",
    "content": "Clear, 21C."
  }
]);

// chat-completions/valid/names-on-user-and-system.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "system",
    "content": [
      {
        "type": "text",
        "text": "Moderate a debate between two users."
      }
    ],
    "name": "moderator-rules"
  },
  {
    "role": "user",
    "content": "Cats are better.",
    "name": "alice"
  },
  {
    "role": "user",
    "content": "Dogs are better.",
    "name": "bob"
  },
  {
    "role": "assistant",
    "content": "Both make great companions.",
    "name": "moderator"
  }
]);

// chat-completions/valid/openai-python-model-dump-nulls.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather like in Boston today?"
  },
  {
    "content": null,
    "refusal": null,
    "role": "assistant",
    "annotations": null,
    "audio": null,
    "function_call": null,
    "tool_calls": [
      {
        "id": "call_abc123",
        "function": {
          "arguments": "{\n\"location\": \"Boston, MA\"\n}",
          "name": "get_current_weather"
        },
        "type": "function"
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_abc123",
    "content": "{\"temperature\": 22, \"unit\": \"celsius\"}"
  },
  {
    "content": "It is 22 °C in Boston today.",
    "refusal": null,
    "role": "assistant",
    "annotations": [],
    "audio": null,
    "function_call": null,
    "tool_calls": null
  }
]);

// chat-completions/valid/openrouter-empty-reasoning-details.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Hi!"
  },
  {
    "role": "assistant",
    "content": "Hello! How can I help?",
    "reasoning": null,
    "reasoning_details": []
  },
  {
    "role": "user",
    "content": "Tell me a joke."
  }
]);

// chat-completions/valid/openrouter-reasoning-details.json (runtime-only: TS rejects this valid literal)
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Plan a three-step proof that √2 is irrational."
  },
  {
    "role": "assistant",
    "content": "1. Assume √2 = p/q in lowest terms. 2. Show p and q are both even. 3. Contradiction.",
    "reasoning": "Classic proof by contradiction on parity.",
    "reasoning_details": [
      {
        "type": "reasoning.summary",
        "summary": "Chose the parity argument.",
        "id": "reasoning-summary-1",
        "format": "openai-responses-v1",
        "index": 0
      },
      {
        "type": "reasoning.encrypted",
        "data": "gAAAAABpK3x0c2lnbmVkLWJsb2I=",
        "id": "rs_0a1b2c",
        "format": "openai-responses-v1",
        "index": 1
      },
      {
        "type": "reasoning.text",
        "text": "Assume p/q reduced; p² = 2q² so p is even…",
        "signature": "EqQBCkgIARABGAIiQJ3x",
        "id": null,
        "format": "anthropic-claude-v1",
        "index": 2
      },
      {
        "type": "reasoning.server_tool_call",
        "format": "unknown",
        "index": 3,
        "name": "web_search",
        "arguments": "{\"q\":\"sqrt 2 irrational\"}"
      }
    ]
  }
]);

// chat-completions/valid/parallel-tool-calls.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Compare the weather in Paris, Tokyo and Lima."
  },
  {
    "role": "assistant",
    "content": null,
    "refusal": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      },
      {
        "id": "call_2",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Tokyo\"}"
        }
      },
      {
        "id": "call_3",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Lima\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": "18C"
  },
  {
    "role": "tool",
    "tool_call_id": "call_2",
    "content": "24C"
  },
  {
    "role": "tool",
    "tool_call_id": "call_3",
    "content": "15C"
  },
  {
    "role": "assistant",
    "content": "Tokyo is warmest (24 °C), then Paris (18 °C) and Lima (15 °C)."
  }
]);

// chat-completions/valid/response-message-with-annotations.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What was the top story on the BBC today?"
  },
  {
    "role": "assistant",
    "content": "The BBC leads with the climate summit agreement [1].",
    "refusal": null,
    "annotations": [
      {
        "type": "url_citation",
        "url_citation": {
          "start_index": 42,
          "end_index": 45,
          "title": "Climate summit reaches agreement",
          "url": "https://www.bbc.co.uk/news/science-environment-00000000"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": "Summarize it in one sentence."
  }
]);

// chat-completions/valid/response-message-with-audio.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Say hello in French."
  },
  {
    "role": "assistant",
    "content": null,
    "refusal": null,
    "audio": {
      "id": "audio_6748d4a0b0f081909c9b8b4f3c1c2a4e",
      "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
      "expires_at": 1764600000,
      "transcript": "Bonjour !"
    }
  },
  {
    "role": "user",
    "content": "And in Spanish?"
  },
  {
    "role": "assistant",
    "content": null,
    "audio": {
      "id": "audio_6748d4a0b0f081909c9b8b4f3c1c2a4e"
    }
  }
]);

// chat-completions/valid/tool-calls-with-index.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "How's the weather in Hangzhou and Beijing?"
  },
  {
    "role": "assistant",
    "content": "",
    "tool_calls": [
      {
        "index": 0,
        "id": "call_0_8e6cd2a4-3f9b-4b44-8a1c-0d6b1f2a9c11",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"location\": \"Hangzhou\"}"
        }
      },
      {
        "index": 1,
        "id": "call_1_5b7e0c3d-91a2-4f6e-bc48-7a2d9e0f1b33",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"location\": \"Beijing\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_0_8e6cd2a4-3f9b-4b44-8a1c-0d6b1f2a9c11",
    "content": "24℃"
  },
  {
    "role": "tool",
    "tool_call_id": "call_1_5b7e0c3d-91a2-4f6e-bc48-7a2d9e0f1b33",
    "content": "18℃"
  }
]);

// chat-completions/valid/tool-loop-content-null.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "system",
    "content": "You are a weather assistant. Use the tools."
  },
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_Xy12ab",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\",\"unit\":\"celsius\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_Xy12ab",
    "content": "{\"temperature\":18,\"sky\":\"cloudy\"}"
  },
  {
    "role": "assistant",
    "content": "It is 18 °C and cloudy in Paris."
  }
]);

// chat-completions/valid/tool-text-parts.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Search the docs for 'retry'."
  },
  {
    "role": "assistant",
    "content": "",
    "tool_calls": [
      {
        "id": "call_s1",
        "type": "function",
        "function": {
          "name": "search_docs",
          "arguments": "{\"q\":\"retry\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_s1",
    "content": [
      {
        "type": "text",
        "text": "retry.md: Retries use exponential backoff."
      },
      {
        "type": "text",
        "text": "config.md: maxRetries defaults to 2."
      }
    ]
  }
]);

// chat-completions/valid/user-file-by-data-with-filename.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "file",
        "file": {
          "filename": "invoice-2026-11.pdf",
          "file_data": "data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoKdHJhaWxlcgo8PC9Sb290IDEgMCBSPj4KJSVFT0YK"
        }
      },
      {
        "type": "text",
        "text": "What is the total on this invoice?"
      }
    ]
  }
]);

// chat-completions/valid/user-file-by-id.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "file",
        "file": {
          "file_id": "file-6F2ksmvXxt4VdoqmHRw6kL"
        }
      },
      {
        "type": "text",
        "text": "Summarize the attached report."
      }
    ]
  }
]);

// chat-completions/valid/user-image-data-url.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image_url",
        "image_url": {
          "url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
          "detail": "low"
        }
      },
      {
        "type": "text",
        "text": "What color is this pixel?"
      }
    ]
  }
]);

// chat-completions/valid/user-image-url-https.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "What breed is this dog?"
      },
      {
        "type": "image_url",
        "image_url": {
          "url": "https://upload.wikimedia.org/wikipedia/commons/4/47/American_Eskimo_Dog.jpg",
          "detail": "high"
        }
      }
    ]
  },
  {
    "role": "assistant",
    "content": "It looks like an American Eskimo Dog."
  }
]);

// chat-completions/valid/user-input-audio.json
expectAssignable<ChatCompletionMessages>([
  {
    "role": "system",
    "content": "Transcribe, then answer."
  },
  {
    "role": "user",
    "content": [
      {
        "type": "text",
        "text": "Here is my question as a recording."
      },
      {
        "type": "input_audio",
        "input_audio": {
          "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
          "format": "wav"
        }
      }
    ]
  }
]);

// chat-completions/invalid/annotation-file-citation.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": "See the report.",
    "refusal": null,
    "annotations": [
      {
        "type": "file_citation",
        "url_citation": {
          "start_index": 0,
          "end_index": 3,
          "title": "r",
          "url": "https://example.com"
        }
      }
    ]
  }
]);

// chat-completions/invalid/assistant-audio-without-id.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "audio": {
      "transcript": "Bonjour"
    }
  }
]);

// chat-completions/invalid/assistant-refusal-as-object.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "refusal": {
      "reason": "policy"
    }
  }
]);

// chat-completions/invalid/assistant-snake-and-camel-tool-calls.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "toolCalls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      }
    ]
  }
]);

// chat-completions/invalid/custom-tool-call-without-input.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "custom",
        "custom": {
          "name": "code_exec"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": "18C"
  }
]);

// chat-completions/invalid/file-part-file-url.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "file",
        "file": {
          "file_url": "https://example.com/report.pdf"
        }
      }
    ]
  }
]);

// chat-completions/invalid/function-message-without-name.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "function_call": {
      "name": "get_weather",
      "arguments": "{}"
    }
  },
  {
    "role": "function",
    "content": "18C"
  }
]);

// chat-completions/invalid/history-not-an-array.json
expectError<ChatCompletionMessages>({
  "messages": [
    {
      "role": "user",
      "content": "What's the weather in Paris?"
    }
  ]
});

// chat-completions/invalid/image-detail-ultra.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image_url",
        "image_url": {
          "url": "https://example.com/cat.png",
          "detail": "ultra"
        }
      }
    ]
  }
]);

// chat-completions/invalid/image-part-in-system-message.json
expectError<ChatCompletionMessages>([
  {
    "role": "system",
    "content": [
      {
        "type": "image_url",
        "image_url": {
          "url": "https://example.com/logo.png"
        }
      }
    ]
  },
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  }
]);

// chat-completions/invalid/image-url-as-string.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "image_url",
        "image_url": "https://example.com/cat.png"
      }
    ]
  }
]);

// chat-completions/invalid/input-audio-format-ogg.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "input_audio",
        "input_audio": {
          "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
          "format": "ogg"
        }
      }
    ]
  }
]);

// chat-completions/invalid/message-without-role.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "content": "It is 18 °C."
  }
]);

// chat-completions/invalid/reasoning-content-as-array.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": "18 °C.",
    "reasoning_content": [
      {
        "type": "text",
        "text": "thinking"
      }
    ]
  }
]);

// chat-completions/invalid/reasoning-detail-signature-as-number.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": "18 °C.",
    "reasoning_details": [
      {
        "type": "reasoning.text",
        "text": "Paris…",
        "signature": 42
      }
    ]
  }
]);

// chat-completions/invalid/reasoning-detail-type-as-number.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Prove that there are infinitely many primes."
  },
  {
    "role": "assistant",
    "content": "Suppose there are finitely many…",
    "reasoning_details": [
      {
        "type": 2,
        "text": "Multiply all primes and add one."
      }
    ]
  }
]);

// chat-completions/invalid/reasoning-detail-without-type.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": "18 °C.",
    "reasoning_details": [
      {
        "summary": "Looked it up.",
        "format": "anthropic-claude-v1"
      }
    ]
  }
]);

// chat-completions/invalid/reasoning-details-as-string.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": "18 °C.",
    "reasoning_details": "opaque"
  }
]);

// chat-completions/invalid/reasoning-summary-as-array.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "Prove that there are infinitely many primes."
  },
  {
    "role": "assistant",
    "content": "Suppose there are finitely many…",
    "reasoning_details": [
      {
        "type": "reasoning.summary",
        "summary": [
          {
            "type": "summary_text",
            "text": "Euclid's argument."
          }
        ],
        "format": "openai-responses-v1",
        "index": 0
      }
    ]
  }
]);

// chat-completions/invalid/refusal-part-in-user-message.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": [
      {
        "type": "refusal",
        "refusal": "no"
      }
    ]
  }
]);

// chat-completions/invalid/role-chatbot-capitalized.json
expectError<ChatCompletionMessages>([
  {
    "role": "User",
    "content": "Hi"
  }
]);

// chat-completions/invalid/text-part-cache-breakpoint-mode-auto.json
expectError<ChatCompletionMessages>([
  {
    "role": "developer",
    "content": [
      {
        "type": "text",
        "text": "Rules…",
        "prompt_cache_breakpoint": {
          "mode": "auto"
        }
      }
    ]
  }
]);

// chat-completions/invalid/thought-signature-as-number.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        },
        "extra_content": {
          "google": {
            "thought_signature": 12345
          }
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": "18C"
  }
]);

// chat-completions/invalid/tool-call-arguments-as-object.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": {
            "city": "Paris"
          }
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": "18C"
  }
]);

// chat-completions/invalid/tool-call-unknown-type.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "retrieval",
        "function": {
          "name": "get_weather",
          "arguments": "{}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": "18C"
  }
]);

// chat-completions/invalid/tool-call-without-type.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": "18C"
  }
]);

// chat-completions/invalid/tool-calls-not-an-array.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": {
      "id": "call_1",
      "type": "function",
      "function": {
        "name": "get_weather",
        "arguments": "{\"city\":\"Paris\"}"
      }
    }
  }
]);

// chat-completions/invalid/tool-message-camel-case-tool-call-id.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "toolCallId": "call_1",
    "tool_call_id": "call_1",
    "content": "18C"
  }
]);

// chat-completions/invalid/tool-message-image-part.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "tool_call_id": "call_1",
    "content": [
      {
        "type": "image_url",
        "image_url": {
          "url": "https://example.com/chart.png"
        }
      }
    ]
  }
]);

// chat-completions/invalid/tool-message-without-tool-call-id.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "assistant",
    "content": null,
    "tool_calls": [
      {
        "id": "call_1",
        "type": "function",
        "function": {
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      }
    ]
  },
  {
    "role": "tool",
    "content": "18C"
  }
]);

// chat-completions/invalid/unknown-role.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": "What's the weather in Paris?"
  },
  {
    "role": "model",
    "content": "It is 18 °C."
  }
]);

// chat-completions/invalid/user-content-null.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "content": null
  }
]);

// chat-completions/invalid/user-without-content.json
expectError<ChatCompletionMessages>([
  {
    "role": "user",
    "name": "alice"
  }
]);

// gemini-content/valid/code-execution.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Compute 2**10"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "executableCode": {
          "language": "PYTHON",
          "code": "print(2**10)"
        }
      },
      {
        "codeExecutionResult": {
          "outcome": "OUTCOME_OK",
          "output": "1024\n"
        }
      },
      {
        "text": "1024"
      }
    ]
  }
]);

// gemini-content/valid/dummy-signature.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Go on"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "step",
          "args": {}
        },
        "thoughtSignature": "skip_thought_signature_validator"
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "step",
          "response": {
            "output": "ok"
          }
        }
      }
    ]
  }
]);

// gemini-content/valid/empty-contents.json
expectAssignable<GeminiContents>([]);

// gemini-content/valid/empty-text-part-with-signature.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Hi"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "text": "Hello"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "text": "",
        "thoughtSignature": "c2ln"
      }
    ]
  }
]);

// gemini-content/valid/file-data-without-mime-type.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "fileData": {
          "fileUri": "gs://bucket/doc.pdf"
        }
      }
    ]
  }
]);

// gemini-content/valid/function-call-with-ids.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Time?"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "id": "call-1",
          "name": "clock",
          "args": {}
        }
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "id": "call-1",
          "name": "clock",
          "response": {
            "output": "12:00"
          }
        }
      }
    ]
  }
]);

// gemini-content/valid/function-call-without-args.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Ping"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "ping"
        }
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "ping",
          "response": {
            "output": "pong"
          }
        }
      }
    ]
  }
]);

// gemini-content/valid/function-response-error.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Read x"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "read",
          "args": {
            "path": "x"
          }
        }
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "read",
          "response": {
            "error": "not found"
          }
        }
      }
    ]
  }
]);

// gemini-content/valid/function-response-whole-object.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Stats"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "stats",
          "args": {}
        }
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "stats",
          "response": {
            "count": 3,
            "items": [
              "a"
            ]
          }
        }
      }
    ]
  }
]);

// gemini-content/valid/function-response-with-image.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Screenshot"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "screenshot",
          "args": {}
        },
        "thoughtSignature": "c2lnLVM="
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "screenshot",
          "response": {
            "output": "taken"
          },
          "parts": [
            {
              "inlineData": {
                "mimeType": "image/png",
                "data": "iVBORw0KGgo=",
                "displayName": "shot.png"
              }
            }
          ]
        }
      }
    ]
  }
]);

// gemini-content/valid/gemini3-parallel-calls-first-signed.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Weather in Paris and Rome?"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "weather",
          "args": {
            "city": "Paris"
          }
        },
        "thoughtSignature": "c2lnLUE="
      },
      {
        "functionCall": {
          "name": "weather",
          "args": {
            "city": "Rome"
          }
        }
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "weather",
          "response": {
            "output": "18C"
          }
        }
      },
      {
        "functionResponse": {
          "name": "weather",
          "response": {
            "output": "21C"
          }
        }
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "text": "Paris 18C, Rome 21C."
      }
    ]
  }
]);

// gemini-content/valid/gemini3-sequential-steps-each-signed.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Book a flight then a hotel"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "book_flight",
          "args": {
            "to": "NYC"
          }
        },
        "thoughtSignature": "c2lnLTE="
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "book_flight",
          "response": {
            "output": "FL123"
          }
        }
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "book_hotel",
          "args": {
            "city": "NYC"
          }
        },
        "thoughtSignature": "c2lnLTI="
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "book_hotel",
          "response": {
            "output": "H9"
          }
        }
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "text": "Done."
      }
    ]
  }
]);

// gemini-content/valid/google-genai-python-model-dump-by-alias-with-nulls.json
expectAssignable<GeminiContents>([
  {
    "parts": [
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": null,
        "fileData": null,
        "functionCall": null,
        "functionResponse": null,
        "inlineData": null,
        "text": "What is in this picture?",
        "thought": null,
        "thoughtSignature": null,
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      },
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": null,
        "fileData": null,
        "functionCall": null,
        "functionResponse": null,
        "inlineData": {
          "data": "iVBORw0KGgo=",
          "displayName": null,
          "mimeType": "image/png"
        },
        "text": null,
        "thought": null,
        "thoughtSignature": null,
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      },
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": null,
        "fileData": {
          "displayName": null,
          "fileUri": "https://generativelanguage.googleapis.com/v1beta/files/abc-123",
          "mimeType": "application/pdf"
        },
        "functionCall": null,
        "functionResponse": null,
        "inlineData": null,
        "text": null,
        "thought": null,
        "thoughtSignature": null,
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      }
    ],
    "role": "user"
  },
  {
    "parts": [
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": null,
        "fileData": null,
        "functionCall": {
          "id": "call_1",
          "args": {
            "room": "living room"
          },
          "name": "get_room_temperature",
          "partialArgs": null,
          "willContinue": null
        },
        "functionResponse": null,
        "inlineData": null,
        "text": null,
        "thought": null,
        "thoughtSignature": "c2lnbmF0dXJlLWE=",
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      }
    ],
    "role": "model"
  },
  {
    "parts": [
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": null,
        "fileData": null,
        "functionCall": null,
        "functionResponse": {
          "willContinue": null,
          "scheduling": null,
          "parts": [
            {
              "inlineData": {
                "mimeType": "image/png",
                "data": "iVBORw0KGgo=",
                "displayName": null
              },
              "fileData": null,
              "mediaProcessing": null,
              "mediaResolution": null,
              "videoMetadata": null,
              "documentMetadata": null,
              "spreadsheetMetadata": null,
              "audioMetadata": null
            }
          ],
          "id": "call_1",
          "name": "get_room_temperature",
          "response": {
            "output": {
              "celsius": 21
            }
          }
        },
        "inlineData": null,
        "text": null,
        "thought": null,
        "thoughtSignature": null,
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      }
    ],
    "role": "user"
  },
  {
    "parts": [
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": {
          "code": "print(1)",
          "language": "PYTHON",
          "id": null
        },
        "fileData": null,
        "functionCall": null,
        "functionResponse": null,
        "inlineData": null,
        "text": null,
        "thought": null,
        "thoughtSignature": null,
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      },
      {
        "mediaResolution": null,
        "codeExecutionResult": {
          "outcome": "OUTCOME_OK",
          "output": "1\n",
          "id": null
        },
        "executableCode": null,
        "fileData": null,
        "functionCall": null,
        "functionResponse": null,
        "inlineData": null,
        "text": null,
        "thought": null,
        "thoughtSignature": null,
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      },
      {
        "mediaResolution": null,
        "codeExecutionResult": null,
        "executableCode": null,
        "fileData": null,
        "functionCall": null,
        "functionResponse": null,
        "inlineData": null,
        "text": "Done.",
        "thought": null,
        "thoughtSignature": "c2lnbmF0dXJlLWI=",
        "videoMetadata": null,
        "toolCall": null,
        "toolResponse": null,
        "partMetadata": null,
        "audioTranscription": null,
        "mediaProcessing": null,
        "speechMetadata": null,
        "documentMetadata": null,
        "spreadsheetMetadata": null,
        "audioMetadata": null
      }
    ],
    "role": "model"
  }
]);

// gemini-content/valid/google-genai-python-model-dump-snake-case.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "What is in this picture, and how warm is it in the room?"
      },
      {
        "inline_data": {
          "mime_type": "image/png",
          "data": "iVBORw0KGgo="
        }
      },
      {
        "file_data": {
          "mime_type": "application/pdf",
          "file_uri": "https://generativelanguage.googleapis.com/v1beta/files/abc-123"
        }
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "function_call": {
          "id": "call_1",
          "name": "get_room_temperature",
          "args": {
            "room": "living room"
          }
        },
        "thought_signature": "c2lnbmF0dXJlLWE="
      }
    ]
  },
  {
    "role": "user",
    "parts": [
      {
        "function_response": {
          "id": "call_1",
          "name": "get_room_temperature",
          "response": {
            "output": {
              "celsius": 21
            }
          },
          "parts": [
            {
              "inline_data": {
                "mime_type": "image/png",
                "data": "iVBORw0KGgo=",
                "display_name": "thermostat.png"
              }
            }
          ]
        }
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "executable_code": {
          "language": "PYTHON",
          "code": "print(21 * 9 / 5 + 32)"
        }
      },
      {
        "code_execution_result": {
          "outcome": "OUTCOME_OK",
          "output": "69.8\n"
        }
      },
      {
        "text": "A cat on a sofa; the room is 21 °C (69.8 °F).",
        "thought_signature": "c2lnbmF0dXJlLWI="
      }
    ]
  }
]);

// gemini-content/valid/google-genai-python-model-dump-with-nulls.json
expectAssignable<GeminiContents>([
  {
    "parts": [
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": null,
        "file_data": null,
        "function_call": null,
        "function_response": null,
        "inline_data": null,
        "text": "What is in this picture?",
        "thought": null,
        "thought_signature": null,
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      },
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": null,
        "file_data": null,
        "function_call": null,
        "function_response": null,
        "inline_data": {
          "data": "iVBORw0KGgo=",
          "display_name": null,
          "mime_type": "image/png"
        },
        "text": null,
        "thought": null,
        "thought_signature": null,
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      },
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": null,
        "file_data": {
          "display_name": null,
          "file_uri": "https://generativelanguage.googleapis.com/v1beta/files/abc-123",
          "mime_type": "application/pdf"
        },
        "function_call": null,
        "function_response": null,
        "inline_data": null,
        "text": null,
        "thought": null,
        "thought_signature": null,
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      }
    ],
    "role": "user"
  },
  {
    "parts": [
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": null,
        "file_data": null,
        "function_call": {
          "id": "call_1",
          "args": {
            "room": "living room"
          },
          "name": "get_room_temperature",
          "partial_args": null,
          "will_continue": null
        },
        "function_response": null,
        "inline_data": null,
        "text": null,
        "thought": null,
        "thought_signature": "c2lnbmF0dXJlLWE=",
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      }
    ],
    "role": "model"
  },
  {
    "parts": [
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": null,
        "file_data": null,
        "function_call": null,
        "function_response": {
          "will_continue": null,
          "scheduling": null,
          "parts": [
            {
              "inline_data": {
                "mime_type": "image/png",
                "data": "iVBORw0KGgo=",
                "display_name": null
              },
              "file_data": null,
              "media_processing": null,
              "media_resolution": null,
              "video_metadata": null,
              "document_metadata": null,
              "spreadsheet_metadata": null,
              "audio_metadata": null
            }
          ],
          "id": "call_1",
          "name": "get_room_temperature",
          "response": {
            "output": {
              "celsius": 21
            }
          }
        },
        "inline_data": null,
        "text": null,
        "thought": null,
        "thought_signature": null,
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      }
    ],
    "role": "user"
  },
  {
    "parts": [
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": {
          "code": "print(1)",
          "language": "PYTHON",
          "id": null
        },
        "file_data": null,
        "function_call": null,
        "function_response": null,
        "inline_data": null,
        "text": null,
        "thought": null,
        "thought_signature": null,
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      },
      {
        "media_resolution": null,
        "code_execution_result": {
          "outcome": "OUTCOME_OK",
          "output": "1\n",
          "id": null
        },
        "executable_code": null,
        "file_data": null,
        "function_call": null,
        "function_response": null,
        "inline_data": null,
        "text": null,
        "thought": null,
        "thought_signature": null,
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      },
      {
        "media_resolution": null,
        "code_execution_result": null,
        "executable_code": null,
        "file_data": null,
        "function_call": null,
        "function_response": null,
        "inline_data": null,
        "text": "Done.",
        "thought": null,
        "thought_signature": "c2lnbmF0dXJlLWI=",
        "video_metadata": null,
        "tool_call": null,
        "tool_response": null,
        "part_metadata": null,
        "audio_transcription": null,
        "media_processing": null,
        "speech_metadata": null,
        "document_metadata": null,
        "spreadsheet_metadata": null,
        "audio_metadata": null
      }
    ],
    "role": "model"
  }
]);

// gemini-content/valid/model-text-signed-last-part.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Hi"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "text": "Hello! "
      },
      {
        "text": "How can I help?",
        "thoughtSignature": "c2lnLXRleHQ="
      }
    ]
  }
]);

// gemini-content/valid/role-omitted-defaults-to-user.json
expectAssignable<GeminiContents>([
  {
    "parts": [
      {
        "text": "Hi"
      }
    ]
  }
]);

// gemini-content/valid/single-user-text.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "Hello"
      }
    ]
  }
]);

// gemini-content/valid/thought-summary-parts.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "2+2?"
      }
    ]
  },
  {
    "role": "model",
    "parts": [
      {
        "text": "Adding two and two.",
        "thought": true
      },
      {
        "text": "4",
        "thoughtSignature": "c2ln"
      }
    ]
  }
]);

// gemini-content/valid/user-file-data-uri.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "fileData": {
          "mimeType": "application/pdf",
          "fileUri": "https://generativelanguage.googleapis.com/v1beta/files/abc"
        }
      },
      {
        "text": "Summarise"
      }
    ]
  }
]);

// gemini-content/valid/user-inline-image.json
expectAssignable<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "What is this?"
      },
      {
        "inlineData": {
          "mimeType": "image/png",
          "data": "iVBORw0KGgo="
        }
      }
    ]
  }
]);

// gemini-content/invalid/code-execution-result-without-outcome.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "codeExecutionResult": {
          "output": "1"
        }
      }
    ]
  }
]);

// gemini-content/invalid/content-not-object.json
expectError<GeminiContents>([
  "hello"
]);

// gemini-content/invalid/content-without-parts.json
expectError<GeminiContents>([
  {
    "role": "user"
  }
]);

// gemini-content/invalid/executable-code-unknown-language.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "executableCode": {
          "language": "JAVASCRIPT",
          "code": "1"
        }
      }
    ]
  }
]);

// gemini-content/invalid/file-data-without-uri.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "fileData": {
          "mimeType": "application/pdf"
        }
      }
    ]
  }
]);

// gemini-content/invalid/function-call-args-as-json-text.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "f",
          "args": "{}"
        }
      }
    ]
  }
]);

// gemini-content/invalid/function-call-without-name.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "args": {}
        }
      }
    ]
  }
]);

// gemini-content/invalid/function-response-part-text.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "f",
          "response": {},
          "parts": [
            {
              "text": "x"
            }
          ]
        }
      }
    ]
  }
]);

// gemini-content/invalid/function-response-response-as-string.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "f",
          "response": "ok"
        }
      }
    ]
  }
]);

// gemini-content/invalid/function-response-without-name.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "response": {}
        }
      }
    ]
  }
]);

// gemini-content/invalid/function-response-without-response.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "functionResponse": {
          "name": "f"
        }
      }
    ]
  }
]);

// gemini-content/invalid/inline-data-mixed-spelling.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "inline_data": {
          "mimeType": "image/png",
          "data": "iVBORw0KGgo="
        }
      }
    ]
  }
]);

// gemini-content/invalid/inline-data-without-mime-type.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "inlineData": {
          "data": "iVBORw0KGgo="
        }
      }
    ]
  }
]);

// gemini-content/invalid/part-without-data-field.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {}
    ]
  }
]);

// gemini-content/invalid/parts-not-array.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": "hi"
  }
]);

// gemini-content/invalid/role-assistant.json
expectError<GeminiContents>([
  {
    "role": "assistant",
    "parts": [
      {
        "text": "x"
      }
    ]
  }
]);

// gemini-content/invalid/role-system-in-contents.json
expectError<GeminiContents>([
  {
    "role": "system",
    "parts": [
      {
        "text": "x"
      }
    ]
  }
]);

// gemini-content/invalid/thought-not-boolean.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "text": "x",
        "thought": "true"
      }
    ]
  }
]);

// gemini-content/invalid/thought-signature-inside-function-call.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "functionCall": {
          "name": "f",
          "args": {},
          "thoughtSignature": "c2ln"
        }
      }
    ]
  }
]);

// gemini-content/invalid/thought-signature-not-string.json
expectError<GeminiContents>([
  {
    "role": "model",
    "parts": [
      {
        "text": "x",
        "thoughtSignature": 1
      }
    ]
  }
]);

// gemini-content/invalid/unknown-content-key.json
expectError<GeminiContents>([
  {
    "role": "user",
    "parts": [
      {
        "text": "x"
      }
    ],
    "name": "bob"
  }
]);

// responses-request/valid/allowed-tools-json-object-reasoning.json (runtime-only: TS rejects this valid literal)
expectError<ResponsesRequest>({
  "model": "gpt-5",
  "instructions": "Answer in JSON.",
  "input": [
    {
      "role": "user",
      "content": "What is the weather like in Paris today?"
    }
  ],
  "tools": [
    {
      "type": "function",
      "name": "get_weather",
      "description": "Get current temperature for a given location.",
      "parameters": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string"
          }
        },
        "required": [
          "location"
        ],
        "additionalProperties": false
      },
      "strict": true
    },
    {
      "type": "web_search"
    }
  ],
  "tool_choice": {
    "type": "allowed_tools",
    "mode": "auto",
    "tools": [
      {
        "type": "function",
        "name": "get_weather"
      }
    ]
  },
  "parallel_tool_calls": true,
  "text": {
    "format": {
      "type": "json_object"
    },
    "verbosity": "low"
  },
  "reasoning": {
    "effort": "high",
    "summary": "auto"
  },
  "max_output_tokens": 2048,
  "store": false
});

// responses-request/valid/function-call-round.json (runtime-only: TS rejects this valid literal)
expectError<ResponsesRequest>({
  "model": "gpt-4.1",
  "tools": [
    {
      "type": "function",
      "name": "get_weather",
      "description": "Get current temperature for a given location.",
      "parameters": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "City and country e.g. Bogotá, Colombia"
          }
        },
        "required": [
          "location"
        ],
        "additionalProperties": false
      },
      "strict": true
    }
  ],
  "input": [
    {
      "role": "user",
      "content": "What is the weather like in Paris today?"
    },
    {
      "type": "function_call",
      "id": "fc_12345xyz",
      "call_id": "call_12345xyz",
      "name": "get_weather",
      "arguments": "{\"location\":\"Paris, France\"}"
    },
    {
      "type": "function_call_output",
      "call_id": "call_12345xyz",
      "output": "14"
    }
  ],
  "store": false,
  "instructions": null
});

// responses-request/valid/function-choice-json-schema.json (runtime-only: TS rejects this valid literal)
expectError<ResponsesRequest>({
  "model": "gpt-5",
  "input": "What is the weather like in Paris today?",
  "tools": [
    {
      "type": "function",
      "name": "get_weather",
      "description": "Get current temperature for a given location.",
      "parameters": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string"
          }
        },
        "required": [
          "location"
        ],
        "additionalProperties": false
      },
      "strict": true
    }
  ],
  "tool_choice": {
    "type": "function",
    "name": "get_weather"
  },
  "text": {
    "format": {
      "type": "json_schema",
      "name": "weather",
      "schema": {
        "type": "object",
        "properties": {
          "c": {
            "type": "number"
          }
        },
        "required": [
          "c"
        ],
        "additionalProperties": false
      },
      "strict": true
    }
  },
  "temperature": 0.3,
  "top_p": 0.8
});

// responses-request/valid/hosted-tool-choice-text.json
expectAssignable<ResponsesRequest>({
  "model": "gpt-5",
  "input": [
    {
      "role": "user",
      "content": "What is the weather like in Paris today?"
    }
  ],
  "tools": [
    {
      "type": "web_search"
    }
  ],
  "tool_choice": {
    "type": "web_search_preview"
  },
  "text": {
    "format": {
      "type": "text"
    }
  },
  "reasoning": {
    "effort": "minimal"
  }
});

// responses-request/valid/image-input.json
expectAssignable<ResponsesRequest>({
  "model": "gpt-4.1",
  "input": [
    {
      "role": "user",
      "content": [
        {
          "type": "input_text",
          "text": "what's in this image?"
        },
        {
          "type": "input_image",
          "image_url": "https://upload.wikimedia.org/wikipedia/commons/thumb/d/dd/Gfp-wisconsin-madison-the-nature-boardwalk.jpg/2560px-Gfp-wisconsin-madison-the-nature-boardwalk.jpg",
          "detail": "auto"
        }
      ]
    }
  ]
});

// responses-request/valid/instructions.json
expectAssignable<ResponsesRequest>({
  "model": "gpt-5",
  "reasoning": {
    "effort": "low"
  },
  "instructions": "Talk like a pirate.",
  "input": "Are semicolons optional in JavaScript?"
});

// responses-request/valid/string-input.json
expectAssignable<ResponsesRequest>({
  "model": "gpt-4.1",
  "input": "Tell me a three sentence bedtime story about a unicorn."
});

// responses-request/invalid/function-call-output-without-call-id.json
expectError<ResponsesRequest>({
  "input": [
    {
      "role": "user",
      "content": "What is the weather like in Paris today?"
    },
    {
      "type": "function_call_output",
      "output": "14"
    }
  ]
});

// responses-request/invalid/input-as-number.json
expectError<ResponsesRequest>({
  "input": 42
});

// responses-request/invalid/instructions-as-list.json
expectError<ResponsesRequest>({
  "instructions": [
    "Talk like a pirate."
  ],
  "input": "Hi"
});

// responses-request/invalid/tool-choice-any.json
expectError<ResponsesRequest>({
  "model": "gpt-5",
  "input": "Hi",
  "tool_choice": "any"
});

// claude-request/valid/anthropic-python-model-dump-appended.json
expectAssignable<ClaudeRequest>({
  "model": "claude-sonnet-4-5",
  "max_tokens": 1024,
  "messages": [
    {
      "role": "user",
      "content": "Hello, Claude"
    },
    {
      "role": "assistant",
      "content": [
        {
          "citations": null,
          "text": "Hello! How can I assist you today?",
          "type": "text"
        }
      ]
    },
    {
      "role": "user",
      "content": "What is the capital of France?"
    }
  ]
});

// claude-request/valid/extended-thinking-with-tools.json
expectAssignable<ClaudeRequest>({
  "model": "claude-sonnet-4-5",
  "max_tokens": 16000,
  "thinking": {
    "type": "enabled",
    "budget_tokens": 10000
  },
  "tools": [
    {
      "name": "get_weather",
      "description": "Get the current weather in a given location",
      "input_schema": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "The city and state, e.g. San Francisco, CA"
          }
        },
        "required": [
          "location"
        ]
      }
    }
  ],
  "messages": [
    {
      "role": "user",
      "content": "What's the weather in Paris?"
    },
    {
      "role": "assistant",
      "content": [
        {
          "type": "thinking",
          "thinking": "The user wants to know the current weather in Paris. I have access to a function `get_weather`.",
          "signature": "BDaL4VrbR2Oj0hO4XpJxT28J5TILnCrrUXoKiiNBZW9P+nr8XSj1zuZzAl4egiCCpQNvfyUuFFJP5CncdYZEQPPmLxYsNrcs="
        },
        {
          "type": "tool_use",
          "id": "toolu_01CswdEQBMshySk6Y9DFKrfq",
          "name": "get_weather",
          "input": {
            "location": "Paris"
          }
        }
      ]
    },
    {
      "role": "user",
      "content": [
        {
          "type": "tool_result",
          "tool_use_id": "toolu_01CswdEQBMshySk6Y9DFKrfq",
          "content": "Current temperature: 88°F"
        }
      ]
    }
  ]
});

// claude-request/valid/messages-api-hello.json
expectAssignable<ClaudeRequest>({
  "model": "claude-opus-4-1-20250805",
  "max_tokens": 1024,
  "messages": [
    {
      "role": "user",
      "content": "Hello, world"
    }
  ]
});

// claude-request/valid/tool-choice-any-structured-output.json
expectAssignable<ClaudeRequest>({
  "model": "claude-opus-4-1",
  "max_tokens": 1024,
  "messages": [
    {
      "role": "user",
      "content": "What is the weather like in San Francisco?"
    }
  ],
  "tools": [
    {
      "name": "get_weather",
      "description": "Get the current weather in a given location",
      "input_schema": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "The city and state, e.g. San Francisco, CA"
          }
        },
        "required": [
          "location"
        ]
      }
    }
  ],
  "tool_choice": {
    "type": "any",
    "disable_parallel_tool_use": true
  },
  "thinking": {
    "type": "adaptive"
  },
  "output_config": {
    "effort": "medium",
    "format": {
      "type": "json_schema",
      "schema": {
        "type": "object",
        "properties": {
          "answer": {
            "type": "string"
          }
        },
        "required": [
          "answer"
        ],
        "additionalProperties": false
      }
    }
  },
  "stop_sequences": [
    "###"
  ],
  "temperature": 1,
  "top_k": 40
});

// claude-request/valid/tool-choice-none-thinking-budget.json (runtime-only: TS rejects this valid literal)
expectError<ClaudeRequest>({
  "model": "claude-sonnet-4-5",
  "max_tokens": 16000,
  "messages": [
    {
      "role": "user",
      "content": "What is the weather like in San Francisco?"
    }
  ],
  "tools": [
    {
      "name": "get_weather",
      "description": "Get the current weather in a given location",
      "input_schema": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "The city and state, e.g. San Francisco, CA"
          }
        },
        "required": [
          "location"
        ]
      }
    }
  ],
  "tool_choice": {
    "type": "none"
  },
  "thinking": {
    "type": "enabled",
    "budget_tokens": 10000
  },
  "metadata": {
    "user_id": "u-1"
  }
});

// claude-request/valid/tool-choice-tool-thinking-disabled.json (runtime-only: TS rejects this valid literal)
expectError<ClaudeRequest>({
  "model": "claude-sonnet-4-5",
  "max_tokens": 1024,
  "messages": [
    {
      "role": "user",
      "content": "What is the weather like in San Francisco?"
    }
  ],
  "tools": [
    {
      "name": "get_weather",
      "description": "Get the current weather in a given location",
      "input_schema": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "The city and state, e.g. San Francisco, CA"
          }
        },
        "required": [
          "location"
        ]
      }
    },
    {
      "type": "web_search_20250305",
      "name": "web_search",
      "max_uses": 5
    }
  ],
  "tool_choice": {
    "type": "tool",
    "name": "get_weather"
  },
  "thinking": {
    "type": "disabled"
  },
  "top_p": 0.9
});

// claude-request/valid/tool-use-round-with-system.json
expectAssignable<ClaudeRequest>({
  "model": "claude-opus-4-1-20250805",
  "max_tokens": 1024,
  "system": [
    {
      "type": "text",
      "text": "You are a weather assistant. Answer in one sentence.",
      "cache_control": {
        "type": "ephemeral"
      }
    }
  ],
  "tools": [
    {
      "name": "get_weather",
      "description": "Get the current weather in a given location",
      "input_schema": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "The city and state, e.g. San Francisco, CA"
          }
        },
        "required": [
          "location"
        ]
      }
    }
  ],
  "tool_choice": {
    "type": "auto"
  },
  "messages": [
    {
      "role": "user",
      "content": "What's the weather like in San Francisco?"
    },
    {
      "role": "assistant",
      "content": [
        {
          "type": "text",
          "text": "I'll check the current weather in San Francisco for you."
        },
        {
          "type": "tool_use",
          "id": "toolu_01A09q90qw90lq917835lq9",
          "name": "get_weather",
          "input": {
            "location": "San Francisco, CA"
          }
        }
      ]
    },
    {
      "role": "user",
      "content": [
        {
          "type": "tool_result",
          "tool_use_id": "toolu_01A09q90qw90lq917835lq9",
          "content": "15 degrees"
        }
      ]
    }
  ]
});

// claude-request/invalid/request-without-messages.json
expectError<ClaudeRequest>({
  "system": "Be brief."
});

// claude-request/invalid/system-as-number.json
expectError<ClaudeRequest>({
  "system": 42,
  "messages": [
    {
      "role": "user",
      "content": "Hello"
    }
  ]
});

// claude-request/invalid/tool-choice-unknown-type.json
expectError<ClaudeRequest>({
  "model": "claude-sonnet-4-5",
  "max_tokens": 10,
  "messages": [
    {
      "role": "user",
      "content": "Hi"
    }
  ],
  "tool_choice": {
    "type": "required"
  }
});

// chat-completions-request/valid/allowed-tools-json-mode.json
expectAssignable<ChatCompletionRequest>({
  "model": "gpt-5",
  "messages": [
    {
      "role": "system",
      "content": "Reply in JSON."
    },
    {
      "role": "user",
      "content": "What's the weather like in Boston today?"
    }
  ],
  "tools": [
    {
      "type": "function",
      "function": {
        "name": "get_current_weather",
        "parameters": {
          "type": "object",
          "properties": {
            "location": {
              "type": "string",
              "description": "The city and state, e.g. San Francisco, CA"
            }
          },
          "required": [
            "location"
          ],
          "additionalProperties": false
        }
      }
    }
  ],
  "tool_choice": {
    "type": "allowed_tools",
    "allowed_tools": {
      "mode": "required",
      "tools": [
        {
          "type": "function",
          "function": {
            "name": "get_current_weather"
          }
        }
      ]
    }
  },
  "response_format": {
    "type": "json_object"
  },
  "reasoning_effort": "low",
  "max_tokens": 256
});

// chat-completions-request/valid/custom-tool-choice-text.json (runtime-only: TS rejects this valid literal)
expectError<ChatCompletionRequest>({
  "model": "gpt-5",
  "messages": [
    {
      "role": "user",
      "content": "What's the weather like in Boston today?"
    }
  ],
  "tools": [
    {
      "type": "custom",
      "custom": {
        "name": "code_exec",
        "format": {
          "type": "text"
        }
      }
    },
    {
      "type": "custom",
      "custom": {
        "name": "pick_color",
        "description": "Picks a color.",
        "format": {
          "type": "grammar",
          "grammar": {
            "definition": "start: \"red\" | \"green\"",
            "syntax": "lark"
          }
        }
      }
    }
  ],
  "tool_choice": {
    "type": "custom",
    "custom": {
      "name": "code_exec"
    }
  },
  "response_format": {
    "type": "text"
  },
  "stop": "END",
  "n": 1
});

// chat-completions-request/valid/deepseek-reasoning-content.json (runtime-only: TS rejects this valid literal)
expectError<ChatCompletionRequest>({
  "model": "deepseek-reasoner",
  "messages": [
    {
      "role": "user",
      "content": "9.11 and 9.8, which is greater?"
    },
    {
      "role": "assistant",
      "content": "9.8 is greater than 9.11.",
      "reasoning_content": "Compare the tenths: 9.8 has 8 tenths, 9.11 has 1 tenth."
    },
    {
      "role": "user",
      "content": "How many Rs are there in the word 'strawberry'?"
    }
  ],
  "stream": false
});

// chat-completions-request/valid/developer-and-user.json
expectAssignable<ChatCompletionRequest>({
  "model": "gpt-4.1",
  "messages": [
    {
      "role": "developer",
      "content": "You are a helpful assistant."
    },
    {
      "role": "user",
      "content": "Hello!"
    }
  ]
});

// chat-completions-request/valid/functions-round.json
expectAssignable<ChatCompletionRequest>({
  "model": "gpt-4.1",
  "tools": [
    {
      "type": "function",
      "function": {
        "name": "get_current_weather",
        "description": "Get the current weather in a given location",
        "parameters": {
          "type": "object",
          "properties": {
            "location": {
              "type": "string",
              "description": "The city and state, e.g. San Francisco, CA"
            },
            "unit": {
              "type": "string",
              "enum": [
                "celsius",
                "fahrenheit"
              ]
            }
          },
          "required": [
            "location"
          ]
        }
      }
    }
  ],
  "tool_choice": "auto",
  "messages": [
    {
      "role": "user",
      "content": "What's the weather like in Boston today?"
    },
    {
      "role": "assistant",
      "content": null,
      "tool_calls": [
        {
          "id": "call_abc123",
          "type": "function",
          "function": {
            "name": "get_current_weather",
            "arguments": "{\n\"location\": \"Boston, MA\"\n}"
          }
        }
      ]
    },
    {
      "role": "tool",
      "tool_call_id": "call_abc123",
      "content": "{\"temperature\": 22, \"unit\": \"celsius\"}"
    }
  ]
});

// chat-completions-request/valid/image-input.json
expectAssignable<ChatCompletionRequest>({
  "model": "gpt-4.1",
  "messages": [
    {
      "role": "user",
      "content": [
        {
          "type": "text",
          "text": "What's in this image?"
        },
        {
          "type": "image_url",
          "image_url": {
            "url": "https://upload.wikimedia.org/wikipedia/commons/thumb/d/dd/Gfp-wisconsin-madison-the-nature-boardwalk.jpg/2560px-Gfp-wisconsin-madison-the-nature-boardwalk.jpg"
          }
        }
      ]
    }
  ],
  "max_tokens": 300
});

// chat-completions-request/valid/tools-named-choice-json-schema.json
expectAssignable<ChatCompletionRequest>({
  "model": "gpt-5",
  "messages": [
    {
      "role": "user",
      "content": "What's the weather like in Boston today?"
    }
  ],
  "tools": [
    {
      "type": "function",
      "function": {
        "name": "get_current_weather",
        "description": "Get the current weather in a given location",
        "parameters": {
          "type": "object",
          "properties": {
            "location": {
              "type": "string",
              "description": "The city and state, e.g. San Francisco, CA"
            }
          },
          "required": [
            "location"
          ],
          "additionalProperties": false
        },
        "strict": true
      }
    },
    {
      "type": "custom",
      "custom": {
        "name": "code_exec",
        "description": "Executes arbitrary python code"
      }
    }
  ],
  "tool_choice": {
    "type": "function",
    "function": {
      "name": "get_current_weather"
    }
  },
  "parallel_tool_calls": false,
  "response_format": {
    "type": "json_schema",
    "json_schema": {
      "name": "weather",
      "schema": {
        "type": "object",
        "properties": {
          "location": {
            "type": "string",
            "description": "The city and state, e.g. San Francisco, CA"
          }
        },
        "required": [
          "location"
        ],
        "additionalProperties": false
      },
      "strict": true
    }
  },
  "max_completion_tokens": 512,
  "temperature": 0.5,
  "top_p": 1,
  "stop": [
    "\n\n"
  ],
  "seed": 42,
  "presence_penalty": 0,
  "frequency_penalty": 0.5
});

// chat-completions-request/invalid/json-schema-format-without-schema.json
expectError<ChatCompletionRequest>({
  "model": "gpt-5",
  "messages": [
    {
      "role": "user",
      "content": "Hi"
    }
  ],
  "response_format": {
    "type": "json_schema"
  }
});

// chat-completions-request/invalid/messages-as-string.json
expectError<ChatCompletionRequest>({
  "messages": "Hello!"
});

// chat-completions-request/invalid/request-without-messages.json
expectError<ChatCompletionRequest>({});

// chat-completions-request/invalid/role-robot.json
expectError<ChatCompletionRequest>({
  "messages": [
    {
      "role": "robot",
      "content": "beep"
    }
  ]
});

// gemini-request/valid/function-calling-round.json
expectAssignable<GeminiRequest>({
  "contents": [
    {
      "role": "user",
      "parts": [
        {
          "text": "Turn the lights down to a romantic level"
        }
      ]
    },
    {
      "role": "model",
      "parts": [
        {
          "functionCall": {
            "name": "set_light_values",
            "args": {
              "brightness": 25,
              "color_temp": "warm"
            }
          }
        }
      ]
    },
    {
      "role": "user",
      "parts": [
        {
          "functionResponse": {
            "name": "set_light_values",
            "response": {
              "brightness": 25,
              "colorTemperature": "warm"
            }
          }
        }
      ]
    }
  ],
  "tools": [
    {
      "functionDeclarations": [
        {
          "name": "set_light_values",
          "description": "Sets the brightness and color temperature of a light.",
          "parameters": {
            "type": "object",
            "properties": {
              "brightness": {
                "type": "integer",
                "description": "Light level from 0 to 100. Zero is off and 100 is full brightness"
              },
              "color_temp": {
                "type": "string",
                "enum": [
                  "daylight",
                  "cool",
                  "warm"
                ],
                "description": "Color temperature of the light fixture, which can be `daylight`, `cool` or `warm`."
              }
            },
            "required": [
              "brightness",
              "color_temp"
            ]
          }
        }
      ]
    }
  ]
});

// gemini-request/valid/function-declarations-thinking.json (runtime-only: TS rejects this valid literal)
expectError<GeminiRequest>({
  "contents": [
    {
      "role": "user",
      "parts": [
        {
          "text": "Turn the lights down to a romantic level"
        }
      ]
    }
  ],
  "tools": [
    {
      "functionDeclarations": [
        {
          "name": "set_light_values",
          "description": "Sets the brightness and color temperature of a light.",
          "parameters": {
            "type": "OBJECT",
            "properties": {
              "brightness": {
                "type": "INTEGER",
                "description": "Light level from 0 to 100."
              },
              "color_temp": {
                "type": "STRING",
                "enum": [
                  "daylight",
                  "cool",
                  "warm"
                ]
              }
            },
            "required": [
              "brightness",
              "color_temp"
            ]
          }
        }
      ]
    },
    {
      "googleSearch": {}
    }
  ],
  "toolConfig": {
    "functionCallingConfig": {
      "mode": "ANY",
      "allowedFunctionNames": [
        "set_light_values"
      ]
    }
  },
  "generationConfig": {
    "temperature": 0.7,
    "topP": 0.95,
    "topK": 40,
    "maxOutputTokens": 1024,
    "stopSequences": [
      "END"
    ],
    "seed": 1,
    "thinkingConfig": {
      "thinkingBudget": 1024,
      "includeThoughts": true
    }
  },
  "safetySettings": []
});

// gemini-request/valid/google-genai-python-system-instruction-snake-case.json
expectAssignable<GeminiRequest>({
  "system_instruction": {
    "parts": [
      {
        "text": "You are a cat. Your name is Neko."
      }
    ]
  },
  "contents": [
    {
      "role": "user",
      "parts": [
        {
          "text": "Hello there"
        }
      ]
    }
  ]
});

// gemini-request/valid/json-schema-output-thinking-level.json
expectAssignable<GeminiRequest>({
  "contents": [
    {
      "parts": [
        {
          "text": "List a few popular cookie recipes."
        }
      ]
    }
  ],
  "generationConfig": {
    "responseMimeType": "application/json",
    "responseJsonSchema": {
      "type": "array",
      "items": {
        "type": "object",
        "properties": {
          "recipeName": {
            "type": "string"
          }
        },
        "required": [
          "recipeName"
        ]
      }
    },
    "thinkingConfig": {
      "thinkingLevel": "LOW"
    }
  }
});

// gemini-request/valid/system-instruction.json
expectAssignable<GeminiRequest>({
  "systemInstruction": {
    "parts": [
      {
        "text": "You are a cat. Your name is Neko."
      }
    ]
  },
  "contents": [
    {
      "parts": [
        {
          "text": "Hello there"
        }
      ]
    }
  ]
});

// gemini-request/valid/text-with-generation-config.json
expectAssignable<GeminiRequest>({
  "contents": [
    {
      "parts": [
        {
          "text": "How does AI work?"
        }
      ]
    }
  ],
  "generationConfig": {
    "thinkingConfig": {
      "thinkingBudget": 0
    }
  }
});

// gemini-request/invalid/contents-missing.json
expectError<GeminiRequest>({
  "systemInstruction": {
    "parts": [
      {
        "text": "You are a cat."
      }
    ]
  }
});

// gemini-request/invalid/function-calling-mode-unknown.json
expectError<GeminiRequest>({
  "contents": [
    {
      "parts": [
        {
          "text": "Hi"
        }
      ]
    }
  ],
  "toolConfig": {
    "functionCallingConfig": {
      "mode": "REQUIRED"
    }
  }
});

// gemini-request/invalid/role-assistant.json
expectError<GeminiRequest>({
  "contents": [
    {
      "role": "user",
      "parts": [
        {
          "text": "Hi"
        }
      ]
    },
    {
      "role": "assistant",
      "parts": [
        {
          "text": "Meow"
        }
      ]
    }
  ]
});

// chat-request/valid/allowed-subset-and-hosted-tool.json
expectAssignable<ChatRequest>({
  "messages": [
    {
      "role": "user",
      "content": "Find the latest release notes."
    }
  ],
  "tools": [
    {
      "type": "function",
      "name": "search_docs",
      "parameters": {
        "type": "object",
        "properties": {
          "q": {
            "type": "string"
          }
        }
      }
    },
    {
      "type": "function",
      "name": "open_page"
    },
    {
      "type": "provider",
      "provider": "claude",
      "tool": {
        "type": "web_search_20250305",
        "name": "web_search",
        "max_uses": 3
      }
    }
  ],
  "toolChoice": {
    "type": "allowed",
    "mode": "required",
    "names": [
      "search_docs",
      "open_page"
    ]
  },
  "reasoning": {
    "enabled": true,
    "budgetTokens": 2048
  },
  "topK": 40,
  "providerSettings": {
    "claude": {
      "metadata": {
        "user_id": "u-1"
      }
    },
    "gemini": {
      "safetySettings": []
    }
  }
});

// chat-request/valid/minimal.json
expectAssignable<ChatRequest>({
  "messages": []
});

// chat-request/valid/structured-output-with-reasoning.json
expectAssignable<ChatRequest>({
  "messages": [
    {
      "role": "user",
      "content": "List three primes."
    }
  ],
  "output": {
    "type": "json_schema",
    "name": "primes",
    "schema": {
      "type": "object",
      "properties": {
        "primes": {
          "type": "array",
          "items": {
            "type": "integer"
          }
        }
      },
      "required": [
        "primes"
      ],
      "additionalProperties": false
    },
    "strict": true
  },
  "reasoning": {
    "effort": "low",
    "summary": "auto"
  },
  "stop": [
    "END"
  ],
  "seed": 7
});

// chat-request/valid/weather-tool-round.json
expectAssignable<ChatRequest>({
  "model": "gpt-5",
  "messages": [
    {
      "role": "system",
      "content": "You answer weather questions."
    },
    {
      "role": "user",
      "content": "What's the weather in Paris?"
    },
    {
      "role": "assistant",
      "content": "",
      "toolCalls": [
        {
          "id": "call_1",
          "name": "get_weather",
          "arguments": "{\"city\":\"Paris\"}"
        }
      ]
    },
    {
      "role": "tool",
      "toolCallId": "call_1",
      "content": "18C, cloudy",
      "name": "get_weather"
    }
  ],
  "tools": [
    {
      "type": "function",
      "name": "get_weather",
      "description": "Current weather of a city.",
      "parameters": {
        "type": "object",
        "properties": {
          "city": {
            "type": "string"
          }
        },
        "required": [
          "city"
        ],
        "additionalProperties": false
      },
      "strict": true
    }
  ],
  "toolChoice": "auto",
  "parallelToolCalls": false,
  "maxOutputTokens": 1024,
  "temperature": 0.2
});

// chat-request/invalid/message-content-number.json
expectError<ChatRequest>({
  "messages": [
    {
      "role": "user",
      "content": 42
    }
  ]
});

// chat-request/invalid/tool-without-name.json
expectError<ChatRequest>({
  "messages": [],
  "tools": [
    {
      "type": "function",
      "description": "no name"
    }
  ]
});

// chat-request/invalid/unknown-tool-choice.json
expectError<ChatRequest>({
  "messages": [],
  "toolChoice": "any"
});

// chat-request/invalid/without-messages.json
expectError<ChatRequest>({
  "model": "gpt-5",
  "tools": []
});

// chat-completions-response/valid/deepseek-reasoner.json
expectAssignable<ChatCompletionResponse>({
  "id": "930c60df-bf64-41c9-a88e-3ec75f81e00e",
  "object": "chat.completion",
  "created": 1737521537,
  "model": "deepseek-reasoner",
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "9.11 is smaller than 9.8.",
        "reasoning_content": "Compare the tenths: 9.11 has 1, 9.8 has 8, so 9.11 is smaller."
      },
      "logprobs": null,
      "finish_reason": "stop"
    }
  ],
  "usage": {
    "prompt_tokens": 18,
    "completion_tokens": 263,
    "total_tokens": 281,
    "prompt_tokens_details": {
      "cached_tokens": 0
    },
    "completion_tokens_details": {
      "reasoning_tokens": 239
    },
    "prompt_cache_hit_tokens": 0,
    "prompt_cache_miss_tokens": 18
  },
  "system_fingerprint": "fp_1c5d8833bc"
});

// chat-completions-response/valid/openai-api-reference-hello.json
expectAssignable<ChatCompletionResponse>({
  "id": "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
  "object": "chat.completion",
  "created": 1741570283,
  "model": "gpt-4o-2024-08-06",
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "Hello! How can I assist you today?",
        "refusal": null,
        "annotations": []
      },
      "logprobs": null,
      "finish_reason": "stop"
    }
  ],
  "usage": {
    "prompt_tokens": 19,
    "completion_tokens": 10,
    "total_tokens": 29,
    "prompt_tokens_details": {
      "cached_tokens": 0,
      "audio_tokens": 0
    },
    "completion_tokens_details": {
      "reasoning_tokens": 0,
      "audio_tokens": 0,
      "accepted_prediction_tokens": 0,
      "rejected_prediction_tokens": 0
    }
  },
  "service_tier": "default",
  "system_fingerprint": "fp_fc9f1d7035"
});

// chat-completions-response/valid/openai-python-model-dump-nulls.json
expectAssignable<ChatCompletionResponse>({
  "id": "chatcmpl-abc123",
  "choices": [
    {
      "finish_reason": "tool_calls",
      "index": 0,
      "logprobs": null,
      "message": {
        "content": null,
        "refusal": null,
        "role": "assistant",
        "annotations": null,
        "audio": null,
        "function_call": null,
        "tool_calls": [
          {
            "id": "call_abc123",
            "function": {
              "arguments": "{\n\"location\": \"Boston, MA\"\n}",
              "name": "get_current_weather"
            },
            "type": "function"
          }
        ]
      }
    }
  ],
  "created": 1699896916,
  "model": "gpt-4o-mini",
  "object": "chat.completion",
  "service_tier": null,
  "system_fingerprint": null,
  "usage": {
    "completion_tokens": 17,
    "prompt_tokens": 82,
    "total_tokens": 99,
    "completion_tokens_details": null,
    "prompt_tokens_details": null
  }
});

// chat-completions-response/valid/structured-outputs-refusal.json
expectAssignable<ChatCompletionResponse>({
  "id": "chatcmpl-9nYAG9LPNonX8DAyrkwYfemr3C8HC",
  "object": "chat.completion",
  "created": 1721596428,
  "model": "gpt-4o-2024-08-06",
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": null,
        "refusal": "I'm sorry, I cannot assist with that request."
      },
      "logprobs": null,
      "finish_reason": "stop"
    }
  ],
  "usage": {
    "prompt_tokens": 81,
    "completion_tokens": 11,
    "total_tokens": 92
  },
  "system_fingerprint": "fp_3407719c7f"
});

// chat-completions-response/valid/two-choices.json
expectAssignable<ChatCompletionResponse>({
  "id": "chatcmpl-n2",
  "object": "chat.completion",
  "created": 1741570283,
  "model": "gpt-4o-mini",
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "Paris.",
        "refusal": null
      },
      "logprobs": null,
      "finish_reason": "stop"
    },
    {
      "index": 1,
      "message": {
        "role": "assistant",
        "content": "The capital of France is",
        "refusal": null
      },
      "logprobs": null,
      "finish_reason": "length"
    }
  ],
  "usage": {
    "prompt_tokens": 14,
    "completion_tokens": 8,
    "total_tokens": 22
  }
});

// chat-completions-response/invalid/choices-missing.json
expectError<ChatCompletionResponse>({
  "id": "chatcmpl-1",
  "object": "chat.completion",
  "model": "gpt-4o"
});

// chat-completions-response/invalid/finish-reason-number.json
expectError<ChatCompletionResponse>({
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "Hi"
      },
      "finish_reason": 1
    }
  ]
});

// chat-completions-response/invalid/message-role-user.json
expectError<ChatCompletionResponse>({
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "user",
        "content": "Hi"
      },
      "finish_reason": "stop"
    }
  ]
});

// chat-completions-response/invalid/usage-tokens-string.json
expectError<ChatCompletionResponse>({
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "Hi"
      },
      "finish_reason": "stop"
    }
  ],
  "usage": {
    "prompt_tokens": "19"
  }
});

// responses-response/valid/incomplete-max-output-tokens.json
expectAssignable<ResponsesResponse>({
  "id": "resp_incomplete",
  "object": "response",
  "created_at": 1741476542,
  "status": "incomplete",
  "incomplete_details": {
    "reason": "max_output_tokens"
  },
  "model": "o4-mini",
  "output": [
    {
      "type": "reasoning",
      "id": "rs_1",
      "summary": []
    }
  ],
  "max_output_tokens": 300,
  "usage": {
    "input_tokens": 41,
    "input_tokens_details": {
      "cached_tokens": 0
    },
    "output_tokens": 300,
    "output_tokens_details": {
      "reasoning_tokens": 300
    },
    "total_tokens": 341
  }
});

// responses-response/valid/openai-api-reference-text.json
expectAssignable<ResponsesResponse>({
  "id": "resp_67ccd2bed1ec8190b14f964abc0542670bb6a6b452d3795b",
  "object": "response",
  "created_at": 1741476542,
  "status": "completed",
  "error": null,
  "incomplete_details": null,
  "instructions": null,
  "max_output_tokens": null,
  "model": "gpt-4.1-2025-04-14",
  "output": [
    {
      "type": "message",
      "id": "msg_67ccd2bf17f0819081ff3bb2cf6508e60bb6a6b452d3795b",
      "status": "completed",
      "role": "assistant",
      "content": [
        {
          "type": "output_text",
          "text": "In a peaceful grove beneath a silver moon, a unicorn named Lumina discovered a hidden pool that reflected the stars.",
          "annotations": []
        }
      ]
    }
  ],
  "parallel_tool_calls": true,
  "previous_response_id": null,
  "reasoning": {
    "effort": null,
    "summary": null
  },
  "store": true,
  "temperature": 1,
  "text": {
    "format": {
      "type": "text"
    }
  },
  "tool_choice": "auto",
  "tools": [],
  "top_p": 1,
  "truncation": "disabled",
  "usage": {
    "input_tokens": 36,
    "input_tokens_details": {
      "cached_tokens": 0
    },
    "output_tokens": 87,
    "output_tokens_details": {
      "reasoning_tokens": 0
    },
    "total_tokens": 123
  },
  "user": null,
  "metadata": {}
});

// responses-response/valid/reasoning-encrypted-function-call.json
expectAssignable<ResponsesResponse>({
  "id": "resp_68af4030592c81938ec0a5fbab4a3e9f05438e46b5f69a3b",
  "object": "response",
  "created_at": 1756315696,
  "status": "completed",
  "model": "o4-mini-2025-04-16",
  "output": [
    {
      "type": "reasoning",
      "id": "rs_68af4030baa48193b0b43b4c2a176a1a05438e46b5f69a3b",
      "summary": [],
      "encrypted_content": "gAAAAABor0Awx0Q7lKmxcPL8jN6ma9xdiJ5Sgz2kAxW7ddUX2g=="
    },
    {
      "type": "function_call",
      "id": "fc_68af4031c8948193a18a1e8ab4a1b32c05438e46b5f69a3b",
      "call_id": "call_OeA9LLDyKxzCSzZ3zcMkBJBy",
      "name": "get_weather",
      "arguments": "{\"location\":\"Paris, France\"}",
      "status": "completed"
    }
  ],
  "reasoning": {
    "effort": "medium",
    "summary": null
  },
  "store": false,
  "usage": {
    "input_tokens": 62,
    "input_tokens_details": {
      "cached_tokens": 0
    },
    "output_tokens": 86,
    "output_tokens_details": {
      "reasoning_tokens": 64
    },
    "total_tokens": 148
  }
});

// responses-response/invalid/function-call-without-call-id.json
expectError<ResponsesResponse>({
  "status": "completed",
  "output": [
    {
      "type": "function_call",
      "name": "get_weather",
      "arguments": "{}"
    }
  ]
});

// responses-response/invalid/output-missing.json
expectError<ResponsesResponse>({
  "id": "resp_1",
  "object": "response",
  "status": "completed"
});

// responses-response/invalid/status-unknown.json
expectError<ResponsesResponse>({
  "id": "resp_1",
  "status": "done",
  "output": []
});

// claude-response/valid/extended-thinking-with-tool-use.json
expectAssignable<ClaudeResponse>({
  "id": "msg_01NhR4vE9nVh2sHs5fXbzji8",
  "type": "message",
  "role": "assistant",
  "model": "claude-sonnet-4-5",
  "content": [
    {
      "type": "thinking",
      "thinking": "The user is asking about the current weather in Paris. I can use the `weather` function to get this information.",
      "signature": "WaUjzkypQ2mUEVM36O2TxuC06KN8xyfbJwyem2dw3URve/op91XWHOEBLLqIOMfFG/UvLEczmEsUjavL"
    },
    {
      "type": "text",
      "text": "I'll check the current weather in Paris for you."
    },
    {
      "type": "tool_use",
      "id": "toolu_01WaeSyitUGJFaaPe68cJuEv",
      "name": "weather",
      "input": {
        "location": "Paris"
      }
    }
  ],
  "stop_reason": "tool_use",
  "stop_sequence": null,
  "usage": {
    "input_tokens": 412,
    "cache_creation_input_tokens": 0,
    "cache_read_input_tokens": 0,
    "output_tokens": 127,
    "service_tier": "standard"
  }
});

// claude-response/valid/prompt-cache-read.json
expectAssignable<ClaudeResponse>({
  "id": "msg_cache",
  "type": "message",
  "role": "assistant",
  "model": "claude-sonnet-4-5",
  "content": [
    {
      "type": "text",
      "text": "The book's main theme is the cost of ambition."
    }
  ],
  "stop_reason": "max_tokens",
  "stop_sequence": null,
  "usage": {
    "input_tokens": 21,
    "cache_creation_input_tokens": 188086,
    "cache_read_input_tokens": 0,
    "output_tokens": 393,
    "cache_creation": {
      "ephemeral_5m_input_tokens": 188086,
      "ephemeral_1h_input_tokens": 0
    }
  }
});

// claude-response/valid/redacted-thinking.json
expectAssignable<ClaudeResponse>({
  "id": "msg_redacted",
  "type": "message",
  "role": "assistant",
  "model": "claude-3-7-sonnet-20250219",
  "content": [
    {
      "type": "redacted_thinking",
      "data": "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpPkNRj2YfWXGmKDxH4mPnZ5sQ7vB5URj2pabkEiBCOahD"
    },
    {
      "type": "text",
      "text": "I can't share my reasoning for that step, but here is the answer: 42."
    }
  ],
  "stop_reason": "end_turn",
  "stop_sequence": null,
  "usage": {
    "input_tokens": 30,
    "output_tokens": 90
  }
});

// claude-response/valid/stop-reason-end-turn.json
expectAssignable<ClaudeResponse>({
  "id": "msg_01234",
  "type": "message",
  "role": "assistant",
  "content": [
    {
      "type": "text",
      "text": "Here's the answer to your question..."
    }
  ],
  "model": "claude-sonnet-4-5",
  "stop_reason": "end_turn",
  "stop_sequence": null,
  "usage": {
    "input_tokens": 100,
    "output_tokens": 50
  }
});

// claude-response/invalid/content-missing.json
expectError<ClaudeResponse>({
  "id": "msg_1",
  "type": "message",
  "role": "assistant",
  "stop_reason": "end_turn"
});

// claude-response/invalid/role-user.json
expectError<ClaudeResponse>({
  "type": "message",
  "role": "user",
  "content": []
});

// claude-response/invalid/thinking-without-signature.json
expectError<ClaudeResponse>({
  "type": "message",
  "role": "assistant",
  "content": [
    {
      "type": "thinking",
      "thinking": "hmm"
    }
  ],
  "stop_reason": "end_turn"
});

// gemini-response/valid/max-tokens-spent-thinking.json
expectAssignable<GeminiResponse>({
  "candidates": [
    {
      "content": {
        "role": "model"
      },
      "finishReason": "MAX_TOKENS"
    }
  ],
  "createTime": "2025-06-12T20:56:46.627184Z",
  "modelVersion": "gemini-2.5-pro-preview-05-06",
  "responseId": "Dj9LaPCjJsCvgLUPgeGuqAU",
  "usageMetadata": {
    "promptTokenCount": 1706,
    "promptTokensDetails": [
      {
        "modality": "TEXT",
        "tokenCount": 1706
      }
    ],
    "thoughtsTokenCount": 2999,
    "totalTokenCount": 4705,
    "trafficType": "ON_DEMAND"
  }
});

// gemini-response/valid/parallel-calls-first-signed.json
expectAssignable<GeminiResponse>({
  "candidates": [
    {
      "content": {
        "role": "model",
        "parts": [
          {
            "functionCall": {
              "name": "get_current_temperature",
              "args": {
                "location": "Paris"
              }
            },
            "thoughtSignature": "c2lnLUE="
          },
          {
            "functionCall": {
              "name": "get_current_temperature",
              "args": {
                "location": "London"
              }
            }
          }
        ]
      },
      "finishReason": "STOP",
      "index": 0
    }
  ],
  "usageMetadata": {
    "promptTokenCount": 72,
    "candidatesTokenCount": 30,
    "totalTokenCount": 190,
    "thoughtsTokenCount": 88
  },
  "modelVersion": "gemini-3-pro-preview",
  "responseId": "pHr4aO7oJ8nVz7IP1dmF6Ag"
});

// gemini-response/valid/prompt-blocked.json
expectAssignable<GeminiResponse>({
  "promptFeedback": {
    "blockReason": "SAFETY",
    "safetyRatings": [
      {
        "category": "HARM_CATEGORY_DANGEROUS_CONTENT",
        "probability": "HIGH"
      }
    ]
  },
  "usageMetadata": {
    "promptTokenCount": 9,
    "totalTokenCount": 9
  },
  "modelVersion": "gemini-2.5-flash"
});

// gemini-response/valid/text-with-thought-signature.json
expectAssignable<GeminiResponse>({
  "candidates": [
    {
      "content": {
        "role": "model",
        "parts": [
          {
            "text": "1+1 equals 2.",
            "thoughtSignature": "EjQKMgEMOdbHJ5Jt3vJjQf2hUgMk"
          }
        ]
      },
      "finishReason": "STOP",
      "index": 0
    }
  ],
  "usageMetadata": {
    "promptTokenCount": 15,
    "candidatesTokenCount": 6,
    "totalTokenCount": 46,
    "thoughtsTokenCount": 25
  },
  "modelVersion": "gemini-3-flash-preview",
  "responseId": "Il0taoSYJ5Cez7IPkpKv0Qk"
});

// gemini-response/valid/thought-summary.json
expectAssignable<GeminiResponse>({
  "candidates": [
    {
      "content": {
        "role": "model",
        "parts": [
          {
            "text": "**Counting letters**\nI spell the word and count each r.",
            "thought": true
          },
          {
            "text": "There are 3 r's in strawberry."
          }
        ]
      },
      "finishReason": "STOP",
      "index": 0
    }
  ],
  "usageMetadata": {
    "promptTokenCount": 10,
    "candidatesTokenCount": 9,
    "totalTokenCount": 316,
    "thoughtsTokenCount": 297,
    "promptTokensDetails": [
      {
        "modality": "TEXT",
        "tokenCount": 10
      }
    ]
  },
  "modelVersion": "gemini-2.5-pro",
  "responseId": "sFRTaPz3E5nVz7IP3aSf0A4"
});

// gemini-response/invalid/candidates-not-array.json
expectError<GeminiResponse>({
  "candidates": {
    "content": {
      "role": "model",
      "parts": [
        {
          "text": "Hi"
        }
      ]
    }
  }
});

// gemini-response/invalid/content-role-user.json
expectError<GeminiResponse>({
  "candidates": [
    {
      "content": {
        "role": "user",
        "parts": [
          {
            "text": "Hi"
          }
        ]
      },
      "finishReason": "STOP"
    }
  ]
});
