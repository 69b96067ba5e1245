module github.com/chat-contract/chat-contract-go

go 1.24
