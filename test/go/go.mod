module chatcontract-test

go 1.24

require github.com/chat-contract/chat-contract/generated/go v0.0.0

replace github.com/chat-contract/chat-contract/generated/go => ../../generated/go
