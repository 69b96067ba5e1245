module chatcontract-test

go 1.24

require github.com/chat-contract/chat-contract-go v0.0.0

replace github.com/chat-contract/chat-contract-go => ../../generated/go
